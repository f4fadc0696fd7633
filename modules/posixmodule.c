/* posixmodule.c: `posix`, the system calls under the `os` module.
 *
 * The idea.  As in CPython, the operating system is reached through one C
 * module, `posix`, that wraps each system call thinly: convert the
 * arguments, make the call, turn a failure into the OSError subclass its
 * errno names (err_set_errno_filename: FileNotFoundError, ...), convert
 * the result.  Everything that is policy rather than a system call lives
 * in Python: modules/os.py (environ as a mapping, walk, makedirs, the
 * stat_result and terminal_size types, DirEntry) and modules/posixpath.py
 * (os.path).  So the C here stays a list of small, independent wrappers.
 *
 * Paths.  Every path argument goes through path_conv, CPython's
 * path_converter: a str, a bytes, or an object whose __fspath__ returns
 * one of those; some functions also take a file descriptor (an int) or
 * None (fspath is the same conversion, offered to Python).  A result that
 * is a path (listdir, readlink, getcwd) has the type of the argument:
 * bytes in, bytes out.  A str is passed to the system as
 * its UTF-8 bytes and names read back are decoded as UTF-8 (CPython
 * decodes with the filesystem encoding and surrogateescape: a name that
 * is not valid UTF-8 is a ValueError in fpy).  The filename in an error is
 * the str or bytes the argument stands for (or the descriptor), as in
 * CPython.
 *
 * Threads.  The module's only mutable state is the C library's
 * environment, guarded by env_mutex (below).  The calls that
 * may wait for an unbounded time (read, write and open on a descriptor,
 * which may be a pipe, a terminal or a FIFO; fsync, which waits for the
 * disk; waitpid, which waits for a child) run with the thread detached
 * (vm/thread.h), so a stop-the-world never waits for them; while detached
 * a call touches no object header, only malloc'd memory or the bytes of
 * an immutable bytes object it holds a reference to (the collector neither
 * moves nor frees a referenced object).  EINTR is retried after the
 * thread's signal check, so Ctrl-C in a blocked read raises
 * KeyboardInterrupt (PEP 475).  Quick metadata calls (stat, mkdir, ...)
 * stay attached.  The process environment (putenv, unsetenv, and the
 * snapshot os.environ is made from) is one shared table in the C library
 * whose setenv/getenv are not safe against each other: every access from
 * this module goes through env_mutex below.
 */
#include <dirent.h>
#include <sched.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/times.h>
#include <sys/types.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "modules/modules.h"
#include "vm/thread.h"

extern char **environ;

/* The C library's environment table: every putenv/unsetenv/environ read
 * in this module holds env_mutex (setenv and a concurrent getenv or walk
 * of `environ` may otherwise see a table being reallocated).  A lock held
 * only for the length of one libc call, never across an object operation
 * that could wait: taken while attached. */
static pthread_mutex_t env_mutex = PTHREAD_MUTEX_INITIALIZER;

/* ---- path arguments --------------------------------------------------- */

enum { PATH_FD = 1, PATH_NONE = 2 };

typedef struct {
    Object *given;     /* borrowed: the argument as passed (the filename in errors); NULL: absent */
    Object *conv;      /* owned: the str or bytes it stands for; NULL for a descriptor or None */
    const char *cpath; /* its bytes, NUL-terminated; "." for None */
    int fd;            /* a descriptor given as an int (a negative one fails in the call: EBADF) */
    bool is_fd;        /* fd holds the argument */
    bool bytes;        /* results that are paths come back as bytes */
} PathArg;

static void path_clear(PathArg *p)
{
    XDECREF(p->conv);
    p->conv = NULL;
}

/* CPython's path_converter.  0, or -1 with TypeError/ValueError set. */
static int path_conv(const char *fname, const char *argname, Object *o, int allow, PathArg *p)
{
    p->given = o;
    p->conv = NULL;
    p->cpath = ".";
    p->fd = -1;
    p->is_fd = false;
    p->bytes = false;
    if (o == NULL || (o == None && (allow & PATH_NONE))) return 0;
    if ((allow & PATH_FD) && is_int(o)) {
        int64_t v;
        bool fits = int_as_i64(o, &v);
        if (!fits || v > INT_MAX || v < INT_MIN) {
            err_set(&Exc_OverflowError, (fits ? v > 0 : int_sign(o) > 0) ? "fd is greater than maximum"
                                                                         : "fd is less than minimum");
            return -1;
        }
        p->fd = (int)v;
        p->is_fd = true;
        return 0;
    }
    Object *v = NULL;
    if (is_str(o) || TYPE(o) == &Bytes_Type) {
        v = NEWREF(o);
    } else {
        Object *meth = obj_lookup_special(o, STR_ID("__fspath__"));
        if (meth == NULL) {
            if (err_occurred()) return -1;
            const char *kinds = (allow & PATH_NONE) ? "string, bytes, os.PathLike, integer or None"
                                : (allow & PATH_FD) ? "string, bytes, os.PathLike or integer"
                                                    : "string, bytes or os.PathLike";
            err_format(&Exc_TypeError, "%s: %s should be %s, not %s", fname, argname, kinds, TYPE_NAME(o));
            return -1;
        }
        v = obj_call0(meth);
        DECREF(meth);
        if (v == NULL) return -1;
        if (!is_str(v) && TYPE(v) != &Bytes_Type) {
            err_format(&Exc_TypeError, "expected %s.__fspath__() to return str or bytes, not %s", TYPE_NAME(o),
                       TYPE_NAME(v));
            DECREF(v);
            return -1;
        }
    }
    const char *s;
    size_t n;
    if (is_str(v)) {
        s = str_cstr(v);
        n = (size_t)str_nbytes(v);
    } else {
        s = bytes_data(v);
        n = (size_t)bytes_len(v);
        p->bytes = true;
    }
    if (strlen(s) != n) {
        if (p->bytes) err_format(&Exc_ValueError, "%s: embedded null character in %s", fname, argname);
        else err_set(&Exc_ValueError, "embedded null byte");
        DECREF(v);
        return -1;
    }
    p->conv = v;
    p->cpath = s;
    return 0;
}

/* os.fspath(path): the str or bytes a path stands for (PEP 519). */
static Object *posix_fspath(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", NULL};
    Object *a[1];
    if (args_parse("fspath", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *o = a[0];
    if (is_str(o) || TYPE(o) == &Bytes_Type) return NEWREF(o);
    Object *meth = obj_lookup_special(o, STR_ID("__fspath__"));
    if (meth == NULL) {
        if (err_occurred()) return NULL;
        return err_format(&Exc_TypeError, "expected str, bytes or os.PathLike object, not %s", TYPE_NAME(o));
    }
    Object *v = obj_call0(meth);
    DECREF(meth);
    if (v == NULL || is_str(v) || TYPE(v) == &Bytes_Type) return v;
    err_format(&Exc_TypeError, "expected %s.__fspath__() to return str or bytes, not %s", TYPE_NAME(o), TYPE_NAME(v));
    DECREF(v);
    return NULL;
}

/* A path result (a name read from the system) as str or bytes. */
static Object *path_result(const char *s, ssize_t n, bool bytes)
{
    return bytes ? bytes_from(s, n) : str_from_utf8(s, n);
}

/* The OSError for errno e about path p (its argument as given, or none). */
static Object *path_error(int e, const PathArg *p)
{
    if (p->given == NULL || p->given == None) return err_set_errno(e);
    return err_set_errno_filename(e, p->conv != NULL ? p->conv : p->given);
}

/* An option fpy does not implement (dir_fd, src_dir_fd, ...): absent or
 * None is fine, anything else NotImplementedError naming it.  0 or -1. */
static int no_dir_fd(const char *fname, const char *opt, Object *v)
{
    if (v == NULL || v == None) return 0;
    err_format(&Exc_NotImplementedError, "fpy: os.%s does not support %s", fname, opt);
    return -1;
}

/* A flag argument (follow_symlinks, effective_ids): *out, unchanged when absent. */
static int flag_arg(Object *v, bool *out)
{
    if (v == NULL) return 0;
    int t = obj_is_true(v);
    if (t < 0) return -1;
    *out = t != 0;
    return 0;
}

#define PARSE(fname, names, npos, nreq, out) \
    (args_parse(fname, args, nargs, kwnames, names, npos, nreq, out) < 0)

/* fn(path) -> None for the one-path calls: chdir, rmdir, remove, unlink. */
static Object *one_path_call(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames,
                             int (*call)(const char *))
{
    static const char *const names[] = {"path", "$dir_fd", NULL};
    Object *a[2];
    if (PARSE(fname, names, 0, 1, a) || no_dir_fd(fname, "dir_fd", a[1]) < 0) return NULL;
    PathArg p;
    if (path_conv(fname, "path", a[0], 0, &p) < 0) return NULL;
    int r = call(p.cpath);
    Object *res = r < 0 ? path_error(errno, &p) : NEWREF(None);
    path_clear(&p);
    return res;
}

#define ONE_PATH(name, call)                                                                       \
    static Object *posix_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                              \
        (void)self;                                                                                \
        return one_path_call(#name, args, nargs, kwnames, call);                                   \
    }
ONE_PATH(rmdir, rmdir)
ONE_PATH(remove, unlink)
ONE_PATH(unlink, unlink)

static Object *posix_chdir(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", NULL};
    Object *a[1];
    if (PARSE("chdir", names, 0, 1, a)) return NULL;
    PathArg p;
    if (path_conv("chdir", "path", a[0], PATH_FD, &p) < 0) return NULL;
    int r = p.is_fd ? fchdir(p.fd) : chdir(p.cpath);
    Object *res = r < 0 ? path_error(errno, &p) : NEWREF(None);
    path_clear(&p);
    return res;
}

/* fn(src, dst) -> None: rename, replace, link, symlink.  Errors name both. */
static Object *two_path_call(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames,
                             int (*call)(const char *, const char *))
{
    static const char *const rnames[] = {"src", "dst", "$src_dir_fd", "dst_dir_fd", NULL};
    static const char *const lnames[] = {"src", "dst", "$src_dir_fd", "dst_dir_fd", "follow_symlinks", NULL};
    static const char *const snames[] = {"src", "dst", "target_is_directory", "$dir_fd", NULL};
    const char *const *names = strcmp(fname, "symlink") == 0 ? snames : strcmp(fname, "link") == 0 ? lnames : rnames;
    Object *a[5];
    if (PARSE(fname, names, 0, 2, a)) return NULL;
    bool sym = names == snames;
    if (no_dir_fd(fname, sym ? "dir_fd" : "src_dir_fd", sym ? a[3] : a[2]) < 0 ||
        (!sym && no_dir_fd(fname, "dst_dir_fd", a[3]) < 0))
        return NULL;
    /* link's follow_symlinks: Linux's link() never follows src, and CPython
     * gives linkat no AT_SYMLINK_FOLLOW when it is false: the same call. */
    PathArg s, d;
    if (path_conv(fname, "src", a[0], 0, &s) < 0) return NULL;
    if (path_conv(fname, "dst", a[1], 0, &d) < 0) {
        path_clear(&s);
        return NULL;
    }
    Object *res;
    if (call(s.cpath, d.cpath) < 0) {
        res = err_set_errno_filenames(errno, s.conv, d.conv);
    } else {
        res = NEWREF(None);
    }
    path_clear(&s);
    path_clear(&d);
    return res;
}

static int link_call(const char *a, const char *b) { return link(a, b); }
static int symlink_call(const char *a, const char *b) { return symlink(a, b); }
#define TWO_PATH(name, call)                                                                       \
    static Object *posix_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                              \
        (void)self;                                                                                \
        return two_path_call(#name, args, nargs, kwnames, call);                                   \
    }
TWO_PATH(rename, rename)
TWO_PATH(replace, rename)
TWO_PATH(link, link_call)
TWO_PATH(symlink, symlink_call)

static Object *posix_mkdir(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "mode", "$dir_fd", NULL};
    Object *a[3];
    if (PARSE("mkdir", names, 0, 1, a) || no_dir_fd("mkdir", "dir_fd", a[2]) < 0) return NULL;
    int mode = 0777;
    if (a[1] != NULL && index_as_int(a[1], &mode) < 0) return NULL;
    PathArg p;
    if (path_conv("mkdir", "path", a[0], 0, &p) < 0) return NULL;
    Object *res = mkdir(p.cpath, (mode_t)mode) < 0 ? path_error(errno, &p) : NEWREF(None);
    path_clear(&p);
    return res;
}

static Object *posix_chmod(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "mode", "$dir_fd", "follow_symlinks", NULL};
    Object *a[4];
    bool follow = true;
    if (PARSE("chmod", names, 0, 2, a) || no_dir_fd("chmod", "dir_fd", a[2]) < 0 || flag_arg(a[3], &follow) < 0)
        return NULL;
    int mode;
    PathArg p;
    if (path_conv("chmod", "path", a[0], PATH_FD, &p) < 0) return NULL;
    if (index_as_int(a[1], &mode) < 0) {
        path_clear(&p);
        return NULL;
    }
    /* follow_symlinks=False: fchmodat(AT_SYMLINK_NOFOLLOW), which Linux
     * cannot do on a symlink itself (ENOTSUP): CPython's refusal then */
    int r = p.is_fd ? fchmod(p.fd, (mode_t)mode)
          : follow ? chmod(p.cpath, (mode_t)mode)
                   : fchmodat(AT_FDCWD, p.cpath, (mode_t)mode, AT_SYMLINK_NOFOLLOW);
    Object *res;
    if (r < 0 && !follow && !p.is_fd && (errno == ENOTSUP || errno == EOPNOTSUPP))
        res = err_set(&Exc_NotImplementedError, "chmod: follow_symlinks unavailable on this platform");
    else
        res = r < 0 ? path_error(errno, &p) : NEWREF(None);
    path_clear(&p);
    return res;
}

/* A uid or gid: -1 (leave unchanged) or 0 .. 2**32-1, with CPython's
 * messages (it calls a value that fits a C long but not an id "less than
 * minimum"). */
static int get_id(Object *o, const char *what, uint32_t *out)
{
    if (!is_int(o)) {
        err_format(&Exc_TypeError, "%s should be integer, not %s", what, TYPE_NAME(o));
        return -1;
    }
    int64_t v;
    if (!int_as_i64(o, &v)) {
        err_format(&Exc_OverflowError, "%s is %s", what,
                   int_sign(o) < 0 ? "less than minimum" : "greater than maximum");
        return -1;
    }
    if (v < -1 || v > (int64_t)UINT32_MAX) {
        err_format(&Exc_OverflowError, "%s is less than minimum", what);
        return -1;
    }
    *out = (uint32_t)v;
    return 0;
}

static Object *posix_chown(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "uid", "gid", "$dir_fd", "follow_symlinks", NULL};
    Object *a[5];
    bool follow = true;
    uint32_t uid, gid;
    if (PARSE("chown", names, 0, 3, a) || no_dir_fd("chown", "dir_fd", a[3]) < 0 || flag_arg(a[4], &follow) < 0)
        return NULL;
    PathArg p;
    if (path_conv("chown", "path", a[0], PATH_FD, &p) < 0) return NULL;
    if (get_id(a[1], "uid", &uid) < 0 || get_id(a[2], "gid", &gid) < 0) {
        path_clear(&p);
        return NULL;
    }
    int r = p.is_fd ? fchown(p.fd, (uid_t)uid, (gid_t)gid)
          : follow ? chown(p.cpath, (uid_t)uid, (gid_t)gid)
                   : lchown(p.cpath, (uid_t)uid, (gid_t)gid);
    Object *res = r < 0 ? path_error(errno, &p) : NEWREF(None);
    path_clear(&p);
    return res;
}

/* _statvfs(path or fd): (f_bsize, f_frsize, f_blocks, f_bfree, f_bavail,
 * f_files, f_ffree, f_favail, f_flag, f_namemax); os.statvfs names them. */
static Object *posix__statvfs(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", NULL};
    Object *a[1];
    if (PARSE("statvfs", names, 0, 1, a)) return NULL;
    PathArg p;
    if (path_conv("statvfs", "path", a[0], PATH_FD, &p) < 0) return NULL;
    struct statvfs st;
    int r = p.is_fd ? fstatvfs(p.fd, &st) : statvfs(p.cpath, &st);
    if (r < 0) {
        Object *res = path_error(errno, &p);
        path_clear(&p);
        return res;
    }
    path_clear(&p);
    Object *v[10] = {
        int_from_i64((int64_t)st.f_bsize), int_from_i64((int64_t)st.f_frsize), int_from_i64((int64_t)st.f_blocks),
        int_from_i64((int64_t)st.f_bfree), int_from_i64((int64_t)st.f_bavail), int_from_i64((int64_t)st.f_files),
        int_from_i64((int64_t)st.f_ffree), int_from_i64((int64_t)st.f_favail), int_from_i64((int64_t)st.f_flag),
        int_from_i64((int64_t)st.f_namemax),
    };
    Object *t = NULL;
    for (int i = 0; i < 10; i++)
        if (v[i] == NULL) goto done;
    t = tuple_new(10);
    if (t == NULL) goto done;
    for (int i = 0; i < 10; i++) {
        tuple_items(t)[i] = v[i];
        v[i] = NULL;
    }
done:
    for (int i = 0; i < 10; i++) XDECREF(v[i]);
    return t;
}

static Object *posix_access(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "mode", "$dir_fd", "effective_ids", "follow_symlinks", NULL};
    Object *a[5];
    bool effective = false, follow = true;
    if (PARSE("access", names, 0, 2, a) || no_dir_fd("access", "dir_fd", a[2]) < 0 || flag_arg(a[3], &effective) < 0 ||
        flag_arg(a[4], &follow) < 0)
        return NULL;
    int mode;
    PathArg p;
    if (path_conv("access", "path", a[0], 0, &p) < 0) return NULL;
    if (index_as_int(a[1], &mode) < 0) {
        path_clear(&p);
        return NULL;
    }
    int r = faccessat(AT_FDCWD, p.cpath, mode, (effective ? AT_EACCESS : 0) | (follow ? 0 : AT_SYMLINK_NOFOLLOW));
    path_clear(&p);
    return NEWREF(r == 0 ? True : False);
}

static Object *posix_readlink(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "$dir_fd", NULL};
    Object *a[2];
    if (PARSE("readlink", names, 0, 1, a) || no_dir_fd("readlink", "dir_fd", a[1]) < 0) return NULL;
    PathArg p;
    if (path_conv("readlink", "path", a[0], 0, &p) < 0) return NULL;
    char buf[PATH_MAX];
    ssize_t n = readlink(p.cpath, buf, sizeof buf);
    Object *res = n < 0 ? path_error(errno, &p) : path_result(buf, n, p.bytes);
    path_clear(&p);
    return res;
}

/* ---- stat ------------------------------------------------------------- */

/* The raw fields, which os.py's stat_result names: (st_mode, st_ino,
 * st_dev, st_nlink, st_uid, st_gid, st_size, atime_ns, mtime_ns, ctime_ns,
 * st_blksize, st_blocks, st_rdev). */
static Object *stat_result_of(const struct stat *st)
{
    /* tuple_pack INCREFs its arguments: build the items, then drop ours */
    Object *items[13] = {
        int_from_u64(st->st_mode), int_from_u64(st->st_ino), int_from_u64(st->st_dev),
        int_from_u64(st->st_nlink), int_from_u64(st->st_uid), int_from_u64(st->st_gid),
        int_from_i64(st->st_size), int_from_i64((int64_t)st->st_atim.tv_sec * 1000000000 + st->st_atim.tv_nsec),
        int_from_i64((int64_t)st->st_mtim.tv_sec * 1000000000 + st->st_mtim.tv_nsec),
        int_from_i64((int64_t)st->st_ctim.tv_sec * 1000000000 + st->st_ctim.tv_nsec),
        int_from_i64(st->st_blksize), int_from_i64(st->st_blocks), int_from_u64(st->st_rdev),
    };
    Object *t = NULL;
    bool ok = true;
    for (int i = 0; i < 13; i++) ok = ok && items[i] != NULL;
    if (ok) t = tuple_from_array(items, 13);
    for (int i = 0; i < 13; i++) XDECREF(items[i]);
    return t;
}

static Object *do_stat(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, bool follow)
{
    static const char *const names[] = {"path", "$dir_fd", "follow_symlinks", NULL};
    Object *a[3];
    if (PARSE(fname, names, 0, 1, a) || no_dir_fd(fname, "dir_fd", a[1]) < 0) return NULL;
    if (a[2] != NULL && !follow) /* lstat has no follow_symlinks */
        return err_format(&Exc_TypeError, "'follow_symlinks' is an invalid keyword argument for %s()", fname);
    if (a[2] != NULL) {
        int t = obj_is_true(a[2]);
        if (t < 0) return NULL;
        follow = follow && t;
    }
    PathArg p;
    if (path_conv(fname, "path", a[0], follow ? PATH_FD : 0, &p) < 0) return NULL;
    struct stat st;
    int r = p.is_fd ? fstat(p.fd, &st) : follow ? stat(p.cpath, &st) : lstat(p.cpath, &st);
    Object *res = r < 0 ? path_error(errno, &p) : stat_result_of(&st);
    path_clear(&p);
    return res;
}

static Object *posix_stat(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return do_stat("stat", args, nargs, kwnames, true);
}

static Object *posix_lstat(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return do_stat("lstat", args, nargs, kwnames, false);
}

static Object *posix_fstat(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"fd", NULL};
    Object *a[1];
    int fd;
    if (PARSE("fstat", names, 0, 1, a) || index_as_int(a[0], &fd) < 0) return NULL;
    struct stat st;
    if (fstat(fd, &st) < 0) return err_set_errno(errno);
    return stat_result_of(&st);
}

/* ---- directories ------------------------------------------------------ */

/* The entries of a directory but . and .., in the order readdir gives:
 * with types, a list of (name, d_type, d_ino); else a list of names. */
static Object *read_dir(const char *fname, Object *arg, bool types)
{
    PathArg p;
    if (path_conv(fname, "path", arg, PATH_FD | PATH_NONE, &p) < 0) return NULL;
    DIR *d;
    if (p.is_fd) {
        int fd2 = dup(p.fd);
        d = fd2 < 0 ? NULL : fdopendir(fd2);
        if (d == NULL && fd2 >= 0) close(fd2);
        if (d != NULL) rewinddir(d);
    } else {
        d = opendir(p.cpath);
    }
    if (d == NULL) {
        Object *r = path_error(errno, &p);
        path_clear(&p);
        return r;
    }
    Object *list = list_new(0);
    for (;;) {
        if (list == NULL) break;
        errno = 0;
        struct dirent *e = readdir(d);
        if (e == NULL) {
            if (errno != 0) {
                path_error(errno, &p);
                CLEAR(list);
            }
            break;
        }
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        Object *name = path_result(e->d_name, (ssize_t)strlen(e->d_name), p.bytes);
        Object *item = name;
        if (name != NULL && types) {
            Object *ty = int_from_i64(e->d_type), *ino = int_from_u64(e->d_ino);
            item = ty != NULL && ino != NULL ? tuple_pack(3, name, ty, ino) : NULL;
            XDECREF(ty);
            XDECREF(ino);
            DECREF(name);
        }
        if (item == NULL || list_append_steal(list, item) < 0) CLEAR(list);
    }
    closedir(d);
    path_clear(&p);
    return list;
}

static Object *posix_listdir(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", NULL};
    Object *a[1];
    if (PARSE("listdir", names, 0, 0, a)) return NULL;
    return read_dir("listdir", a[0], false);
}

static Object *posix__scandir(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", NULL};
    Object *a[1];
    if (PARSE("scandir", names, 0, 0, a)) return NULL;
    return read_dir("scandir", a[0], true);
}

static Object *posix_getcwd(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix.getcwd", kwnames) < 0 || args_count("posix.getcwd", nargs, 0, 0) < 0) return NULL;
    char buf[PATH_MAX];
    if (getcwd(buf, sizeof buf) == NULL) return err_set_errno(errno);
    return str_from_utf8(buf, (ssize_t)strlen(buf));
}

static Object *posix_getcwdb(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix.getcwdb", kwnames) < 0 || args_count("posix.getcwdb", nargs, 0, 0) < 0) return NULL;
    char buf[PATH_MAX];
    if (getcwd(buf, sizeof buf) == NULL) return err_set_errno(errno);
    return bytes_from(buf, (ssize_t)strlen(buf));
}

/* ---- file descriptors -------------------------------------------------- */

static Object *posix_open(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "flags", "mode", "$dir_fd", NULL};
    Object *a[4];
    if (PARSE("open", names, 0, 2, a) || no_dir_fd("open", "dir_fd", a[3]) < 0) return NULL;
    int flags, mode = 0777;
    if (index_as_int(a[1], &flags) < 0 || (a[2] != NULL && index_as_int(a[2], &mode) < 0)) return NULL;
    PathArg p;
    if (path_conv("open", "path", a[0], 0, &p) < 0) return NULL;
    ThreadState *ts = ts_get();
    int fd, e;
    for (;;) {
        thread_detach(ts); /* a FIFO's open waits for the other end */
        fd = open(p.cpath, flags | O_CLOEXEC, mode);
        e = errno;
        thread_attach(ts);
        if (fd >= 0 || e != EINTR) break;
        if (thread_check_signals(ts) < 0) {
            path_clear(&p);
            return NULL;
        }
    }
    Object *res = fd < 0 ? path_error(e, &p) : int_from_i64(fd);
    path_clear(&p);
    return res;
}

static Object *posix_close(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"fd", NULL};
    Object *a[1];
    int fd;
    if (PARSE("close", names, 0, 1, a) || index_as_int(a[0], &fd) < 0) return NULL;
    if (close(fd) < 0 && errno != EINTR) return err_set_errno(errno);
    return NEWREF(None);
}

static Object *posix_read(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("read", kwnames) < 0 || args_count("read", nargs, 2, 2) < 0) return NULL;
    int fd;
    ssize_t n;
    if (index_as_int(args[0], &fd) < 0 || index_as_ssize(args[1], &Exc_OverflowError, &n) < 0) return NULL;
    if (n < 0) return err_set_errno(EINVAL);
    char *buf = malloc(n > 0 ? (size_t)n : 1);
    if (buf == NULL) return err_no_memory();
    ThreadState *ts = ts_get();
    ssize_t got;
    int e;
    for (;;) {
        thread_detach(ts); /* a pipe or terminal may keep us waiting */
        got = read(fd, buf, (size_t)n);
        e = errno;
        thread_attach(ts);
        if (got >= 0 || e != EINTR) break;
        if (thread_check_signals(ts) < 0) {
            free(buf);
            return NULL;
        }
    }
    Object *res = got < 0 ? err_set_errno(e) : bytes_from(buf, got);
    free(buf);
    return res;
}

static Object *posix_write(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("write", kwnames) < 0 || args_count("write", nargs, 2, 2) < 0) return NULL;
    int fd;
    if (index_as_int(args[0], &fd) < 0) return NULL;
    /* any bytes-like object: a bytearray or memoryview is written from a
     * snapshot of its bytes (buffer_bytes), so the detached write below
     * never reads memory another thread may resize */
    Object *data;
    if (type_is_subtype(TYPE(args[1]), &Bytes_Type)) {
        data = NEWREF(args[1]);
    } else {
        if (TYPE(args[1]) == &MemoryView_Type) { /* a strided view is refused, as by CPython */
            Object *contig = obj_getattr(args[1], STR_ID("c_contiguous"));
            if (contig == NULL) return NULL;
            DECREF(contig);
            if (contig == False) return err_set(&Exc_BufferError, "memoryview: underlying buffer is not C-contiguous");
        }
        int got = buffer_bytes(args[1], &data);
        if (got < 0) return NULL;
        if (got == 0)
            return err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(args[1]));
    }
    ThreadState *ts = ts_get();
    ssize_t put;
    int e;
    for (;;) {
        /* detached: reads only the immutable bytes payload of data, which
         * our reference keeps alive */
        thread_detach(ts);
        put = write(fd, bytes_data(data), (size_t)bytes_len(data));
        e = errno;
        thread_attach(ts);
        if (put >= 0 || e != EINTR) break;
        if (thread_check_signals(ts) < 0) {
            DECREF(data);
            return NULL;
        }
    }
    DECREF(data);
    return put < 0 ? err_set_errno(e) : int_from_i64(put);
}

static Object *posix_ftruncate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("ftruncate", kwnames) < 0 || args_count("ftruncate", nargs, 2, 2) < 0) return NULL;
    int fd;
    ssize_t len;
    if (index_as_int(args[0], &fd) < 0 || index_as_ssize(args[1], &Exc_OverflowError, &len) < 0) return NULL;
    return ftruncate(fd, (off_t)len) < 0 ? err_set_errno(errno) : NEWREF(None);
}

static Object *posix_truncate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "length", NULL};
    Object *a[2];
    ssize_t len;
    if (PARSE("truncate", names, 0, 2, a)) return NULL;
    PathArg p;
    if (path_conv("truncate", "path", a[0], PATH_FD, &p) < 0) return NULL;
    if (index_as_ssize(a[1], &Exc_OverflowError, &len) < 0) {
        path_clear(&p);
        return NULL;
    }
    int r = p.is_fd ? ftruncate(p.fd, (off_t)len) : truncate(p.cpath, (off_t)len);
    Object *res = r < 0 ? path_error(errno, &p) : NEWREF(None);
    path_clear(&p);
    return res;
}

/* fsync waits for the disk: detached like read and write. */
static Object *posix_fsync(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"fd", NULL};
    Object *a[1];
    int fd;
    if (PARSE("fsync", names, 0, 1, a) || index_as_int(a[0], &fd) < 0) return NULL;
    ThreadState *ts = ts_get();
    thread_detach(ts);
    int r = fsync(fd);
    int e = errno;
    thread_attach(ts);
    return r < 0 ? err_set_errno(e) : NEWREF(None);
}

static Object *posix_lseek(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("lseek", kwnames) < 0 || args_count("lseek", nargs, 3, 3) < 0) return NULL;
    int fd, how;
    ssize_t pos;
    if (index_as_int(args[0], &fd) < 0 || index_as_ssize(args[1], &Exc_OverflowError, &pos) < 0 ||
        index_as_int(args[2], &how) < 0)
        return NULL;
    off_t r = lseek(fd, (off_t)pos, how);
    return r < 0 ? err_set_errno(errno) : int_from_i64(r);
}

static Object *posix_dup(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    int fd;
    if (args_no_kw("posix.dup", kwnames) < 0 || args_count("posix.dup", nargs, 1, 1) < 0 || index_as_int(args[0], &fd) < 0)
        return NULL;
    int r = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    return r < 0 ? err_set_errno(errno) : int_from_i64(r);
}

static Object *posix_dup2(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"fd", "fd2", "inheritable", NULL};
    Object *a[3];
    int fd, fd2;
    if (PARSE("dup2", names, 0, 2, a) || index_as_int(a[0], &fd) < 0 || index_as_int(a[1], &fd2) < 0) return NULL;
    int r = dup2(fd, fd2);
    return r < 0 ? err_set_errno(errno) : int_from_i64(r);
}

static Object *posix_pipe(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix.pipe", kwnames) < 0 || args_count("posix.pipe", nargs, 0, 0) < 0) return NULL;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) < 0) return err_set_errno(errno);
    Object *r = int_from_i64(fds[0]), *w = int_from_i64(fds[1]);
    Object *t = r != NULL && w != NULL ? tuple_pack(2, r, w) : NULL;
    XDECREF(r);
    XDECREF(w);
    return t;
}

static Object *posix_isatty(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("posix.isatty", kwnames) < 0 || args_count("posix.isatty", nargs, 1, 1) < 0) return NULL;
    int fd;
    if (index_as_int(args[0], &fd) < 0) return NULL;
    return NEWREF(isatty(fd) ? True : False);
}

static Object *posix_get_terminal_size(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("get_terminal_size", kwnames) < 0 || args_count("get_terminal_size", nargs, 0, 1) < 0) return NULL;
    int fd = 1;
    if (nargs == 1 && index_as_int(args[0], &fd) < 0) return NULL;
    struct winsize w;
    if (ioctl(fd, TIOCGWINSZ, &w) < 0) return err_set_errno(errno);
    Object *c = int_from_i64(w.ws_col), *l = int_from_i64(w.ws_row);
    Object *t = c != NULL && l != NULL ? tuple_pack(2, c, l) : NULL;
    XDECREF(c);
    XDECREF(l);
    return t;
}

/* ---- the process -------------------------------------------------------- */

#define INT_FN(name, expr)                                                                         \
    static Object *posix_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                              \
        (void)self, (void)args;                                                                    \
        if (args_no_kw("posix." #name, kwnames) < 0 || args_count("posix." #name, nargs, 0, 0) < 0) return NULL;     \
        return int_from_i64((int64_t)(expr));                                                      \
    }
INT_FN(getpid, getpid())
INT_FN(getppid, getppid())
INT_FN(getuid, getuid())
INT_FN(geteuid, geteuid())
INT_FN(getgid, getgid())
INT_FN(getegid, getegid())
INT_FN(getpgrp, getpgrp())

/* getsid(pid) -> the session id of process pid (0: this process). */
static Object *posix_getsid(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("getsid", kwnames) < 0 || args_count("getsid", nargs, 1, 1) < 0) return NULL;
    int pid;
    if (index_as_int(args[0], &pid) < 0) return NULL;
    pid_t sid = getsid(pid);
    if (sid < 0) return err_set_errno(errno);
    return int_from_i64((int64_t)sid);
}

static Object *posix_cpu_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix.cpu_count", kwnames) < 0 || args_count("posix.cpu_count", nargs, 0, 0) < 0) return NULL;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? NEWREF(None) : int_from_i64(n);
}

/* sched_getaffinity(pid) -> the set of CPUs pid may run on;
 * sched_setaffinity(pid, cpus).  pid 0 is the calling thread (Linux's
 * rule: affinity is per thread), as in CPython. */
static Object *posix_sched_getaffinity(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("sched_getaffinity", kwnames) < 0 || args_count("sched_getaffinity", nargs, 1, 1) < 0)
        return NULL;
    int pid;
    if (index_as_int(args[0], &pid) < 0) return NULL;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(pid, sizeof set, &set) < 0) return err_set_errno(errno);
    Object *r = set_new(NULL);
    for (int cpu = 0; r != NULL && cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &set)) continue;
        Object *n = small_new(cpu);
        if (n == NULL || set_add(r, n) < 0) CLEAR(r);
        XDECREF(n);
    }
    return r;
}

static Object *posix_sched_setaffinity(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("sched_setaffinity", kwnames) < 0 || args_count("sched_setaffinity", nargs, 2, 2) < 0)
        return NULL;
    int pid;
    if (index_as_int(args[0], &pid) < 0) return NULL;
    Object *it = obj_iter(args[1]);
    if (it == NULL) return NULL;
    cpu_set_t set;
    CPU_ZERO(&set);
    Object *x;
    while ((x = iter_next(it)) != NULL) {
        if (!is_int(x)) {
            err_format(&Exc_TypeError, "expected an iterator of ints, but iterator yielded %R", (Object *)TYPE(x));
            DECREF(x);
            break;
        }
        int64_t cpu;
        bool ok = int_as_i64(x, &cpu);
        DECREF(x);
        if (!ok || cpu < 0) {
            if (!err_occurred()) err_set(ok ? &Exc_ValueError : &Exc_OverflowError, ok ? "negative CPU number" : "Python int too large to convert to C long");
            break;
        }
        if (cpu > INT_MAX - 1) {
            err_set(&Exc_OverflowError, "CPU number too large");
            break;
        }
        /* CPython sizes its set to the largest number; CPUs past this
         * set's size do not exist, and the kernel ignores them there */
        if (cpu < CPU_SETSIZE) CPU_SET((int)cpu, &set);
    }
    DECREF(it);
    if (err_occurred()) return NULL;
    if (sched_setaffinity(pid, sizeof set, &set) < 0) return err_set_errno(errno);
    return NEWREF(None);
}

static Object *posix_umask(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("posix.umask", kwnames) < 0 || args_count("posix.umask", nargs, 1, 1) < 0) return NULL;
    int mask;
    if (index_as_int(args[0], &mask) < 0) return NULL;
    return int_from_i64(umask((mode_t)mask));
}

static Object *posix_urandom(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("posix.urandom", kwnames) < 0 || args_count("posix.urandom", nargs, 1, 1) < 0) return NULL;
    ssize_t n;
    if (index_as_ssize(args[0], &Exc_OverflowError, &n) < 0) return NULL;
    if (n < 0) return err_set(&Exc_ValueError, "negative argument not allowed");
    char *buf = malloc(n > 0 ? (size_t)n : 1);
    if (buf == NULL) return err_no_memory();
    ssize_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(buf + got, (size_t)(n - got), 0);
        if (r < 0) {
            if (errno == EINTR) continue;
            free(buf);
            return err_set_errno(errno);
        }
        got += r;
    }
    Object *res = bytes_from(buf, n);
    free(buf);
    return res;
}

static Object *posix_strerror(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("posix.strerror", kwnames) < 0 || args_count("posix.strerror", nargs, 1, 1) < 0) return NULL;
    int code;
    if (index_as_int(args[0], &code) < 0) return NULL;
    char buf[256];
    const char *s = strerror_r(code, buf, sizeof buf); /* GNU: a static or buf, never shared mutable */
    return str_from_cstr(s);
}

/* The confstr names fpy knows (CPython's table has more). */
static const struct {
    const char *name;
    int value;
} confstr_table[] = {
    {"CS_PATH", _CS_PATH},
    {"CS_GNU_LIBC_VERSION", _CS_GNU_LIBC_VERSION},
    {"CS_GNU_LIBPTHREAD_VERSION", _CS_GNU_LIBPTHREAD_VERSION},
};

/* confstr(name): a configuration string (a name of confstr_names or its
 * number), or None when the system defines none. */
static Object *posix_confstr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("confstr", kwnames) < 0 || args_count("confstr", nargs, 1, 1) < 0) return NULL;
    int name = -1;
    if (is_str(args[0])) {
        for (size_t i = 0; i < sizeof confstr_table / sizeof confstr_table[0]; i++)
            if (strcmp(str_cstr(args[0]), confstr_table[i].name) == 0) name = confstr_table[i].value;
        if (name < 0) return err_set(&Exc_ValueError, "unrecognized configuration name");
    } else if (is_int(args[0])) {
        if (index_as_int(args[0], &name) < 0) return NULL;
    } else {
        return err_format(&Exc_TypeError, "configuration names must be strings or integers");
    }
    char buf[256];
    errno = 0;
    size_t n = confstr(name, buf, sizeof buf);
    if (n == 0) return errno ? err_set_errno(errno) : NEWREF(None);
    if (n <= sizeof buf) return str_from_utf8(buf, (ssize_t)n - 1);
    char *big = malloc(n);
    if (big == NULL) return err_no_memory();
    size_t m = confstr(name, big, n);
    Object *r = m == 0 ? err_set_errno(errno) : str_from_utf8(big, (ssize_t)(m < n ? m : n) - 1);
    free(big);
    return r;
}

static Object *posix_kill(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("kill", kwnames) < 0) return NULL;
    if (nargs != 2) return err_format(&Exc_TypeError, "kill() takes exactly 2 arguments (%zd given)", nargs);
    int pid, sig;
    if (index_as_int(args[0], &pid) < 0 || index_as_int(args[1], &sig) < 0) return NULL;
    if (kill(pid, sig) < 0) return err_set_errno(errno);
    if (thread_check_signals(ts_get()) < 0) return NULL; /* a signal to ourselves */
    return NEWREF(None);
}

/* waitpid(pid, options) -> (pid, status): detached while it waits; EINTR
 * retried after the signal check (PEP 475). */
static Object *posix_waitpid(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("waitpid", kwnames) < 0 || args_count("waitpid", nargs, 2, 2) < 0) return NULL;
    int pid, options, status = 0;
    if (index_as_int(args[0], &pid) < 0 || index_as_int(args[1], &options) < 0) return NULL;
    ThreadState *ts = ts_get();
    pid_t r;
    for (;;) {
        thread_detach(ts);
        r = waitpid(pid, &status, options);
        int e = errno;
        thread_attach(ts);
        if (r >= 0) break;
        if (e != EINTR) return err_set_errno(e);
        if (thread_check_signals(ts) < 0) return NULL;
    }
    Object *p = int_from_i64(r), *st = int_from_i64(status);
    Object *t = p != NULL && st != NULL ? tuple_pack(2, p, st) : NULL;
    XDECREF(p);
    XDECREF(st);
    return t;
}

/* The wait-status macros: WIFEXITED(status) etc. */
#define STATUS_FN(name, expr, conv)                                                                \
    static Object *posix_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                              \
        (void)self;                                                                                \
        static const char *const names[] = {"status", NULL};                                       \
        Object *a[1];                                                                              \
        int status;                                                                                \
        if (PARSE(#name, names, 0, 1, a) || index_as_int(a[0], &status) < 0) return NULL;               \
        return conv(expr);                                                                         \
    }
static Object *bool_of(int v) { return NEWREF(v ? True : False); }
static Object *int_of(int v) { return int_from_i64(v); }
STATUS_FN(WIFEXITED, WIFEXITED(status), bool_of)
STATUS_FN(WEXITSTATUS, WEXITSTATUS(status), int_of)
STATUS_FN(WIFSIGNALED, WIFSIGNALED(status), bool_of)
STATUS_FN(WTERMSIG, WTERMSIG(status), int_of)
STATUS_FN(WIFSTOPPED, WIFSTOPPED(status), bool_of)
STATUS_FN(WSTOPSIG, WSTOPSIG(status), int_of)

static Object *posix_waitstatus_to_exitcode(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"status", NULL};
    Object *a[1];
    int status;
    if (PARSE("waitstatus_to_exitcode", names, 0, 1, a) || index_as_int(a[0], &status) < 0) return NULL;
    if (WIFEXITED(status)) return int_from_i64(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return int_from_i64(-WTERMSIG(status));
    if (WIFSTOPPED(status))
        return err_format(&Exc_ValueError, "process stopped by delivery of signal %d", WSTOPSIG(status));
    return err_format(&Exc_ValueError, "invalid wait status: %d", status);
}

/* get_inheritable(fd) / set_inheritable(fd, b): the close-on-exec flag;
 * get_blocking(fd) / set_blocking(fd, b): O_NONBLOCK. */
static Object *fd_flag(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, int get_cmd,
                       int set_cmd, int bit, bool flag_means_clear)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, set_cmd < 0 ? 1 : 2, set_cmd < 0 ? 1 : 2) < 0)
        return NULL;
    int fd;
    if (index_as_int(args[0], &fd) < 0) return NULL;
    int fl = fcntl(fd, get_cmd);
    if (fl < 0) return err_set_errno(errno);
    if (set_cmd < 0) return NEWREF(((fl & bit) != 0) != flag_means_clear ? True : False);
    int on = obj_is_true(args[1]);
    if (on < 0) return NULL;
    int nf = (on != 0) != flag_means_clear ? (fl | bit) : (fl & ~bit);
    if (nf != fl && fcntl(fd, set_cmd, nf) < 0) return err_set_errno(errno);
    return NEWREF(None);
}
static Object *posix_get_inheritable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return fd_flag("get_inheritable", args, nargs, kwnames, F_GETFD, -1, FD_CLOEXEC, true);
}
static Object *posix_set_inheritable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return fd_flag("set_inheritable", args, nargs, kwnames, F_GETFD, F_SETFD, FD_CLOEXEC, true);
}
static Object *posix_get_blocking(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return fd_flag("get_blocking", args, nargs, kwnames, F_GETFL, -1, O_NONBLOCK, true);
}
static Object *posix_set_blocking(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return fd_flag("set_blocking", args, nargs, kwnames, F_GETFL, F_SETFL, O_NONBLOCK, true);
}

static Object *posix__exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"status", NULL};
    Object *a[1];
    int status;
    if (PARSE("_exit", names, 0, 1, a) || index_as_int(a[0], &status) < 0) return NULL;
    _exit(status);
}

/* (sysname, nodename, release, version, machine): os.py names them */
static Object *posix_uname(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix.uname", kwnames) < 0 || args_count("posix.uname", nargs, 0, 0) < 0) return NULL;
    struct utsname u;
    if (uname(&u) < 0) return err_set_errno(errno);
    const char *f[5] = {u.sysname, u.nodename, u.release, u.version, u.machine};
    Object *t = tuple_new(5);
    if (t == NULL) return NULL;
    for (int i = 0; i < 5; i++) {
        Object *s = str_from_utf8(f[i], (ssize_t)strlen(f[i]));
        if (s == NULL) {
            for (int j = i; j < 5; j++) tuple_items(t)[j] = NEWREF(None);
            DECREF(t);
            return NULL;
        }
        tuple_items(t)[i] = s;
    }
    return t;
}

/* (user, system, children_user, children_system, elapsed) in seconds */
static Object *posix_times(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix.times", kwnames) < 0 || args_count("posix.times", nargs, 0, 0) < 0) return NULL;
    struct tms t;
    clock_t c = times(&t);
    if (c == (clock_t)-1) return err_set_errno(errno);
    double hz = (double)sysconf(_SC_CLK_TCK);
    double v[5] = {t.tms_utime / hz, t.tms_stime / hz, t.tms_cutime / hz, t.tms_cstime / hz, c / hz};
    Object *items[5];
    for (int i = 0; i < 5; i++) items[i] = float_new(v[i]);
    Object *res = NULL;
    if (items[0] && items[1] && items[2] && items[3] && items[4]) res = tuple_from_array(items, 5);
    for (int i = 0; i < 5; i++) XDECREF(items[i]);
    return res;
}

/* utime(path, times=None, *, ns=None): times (atime, mtime) in seconds or
 * ns (atime_ns, mtime_ns); neither: now. */
static Object *posix_utime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"path", "times", "$ns", "dir_fd", "follow_symlinks", NULL};
    Object *a[5];
    bool follow = true;
    if (PARSE("utime", names, 0, 1, a) || no_dir_fd("utime", "dir_fd", a[3]) < 0 || flag_arg(a[4], &follow) < 0)
        return NULL;
    Object *times = a[1] == None ? NULL : a[1], *ns = a[2];
    if (times != NULL && ns != NULL)
        return err_set(&Exc_ValueError, "utime: you may specify either 'times' or 'ns' but not both");
    struct timespec ts[2];
    if (times != NULL || ns != NULL) {
        Object *t = times != NULL ? times : ns;
        if (!is_tuple(t) || tuple_len(t) != 2)
            return err_set(&Exc_TypeError, times != NULL ? "utime: 'times' must be either a tuple of two ints or None"
                                                         : "utime: 'ns' must be a tuple of two ints");
        for (int i = 0; i < 2; i++) {
            Object *x = tuple_get(t, i);
            if (times != NULL) {
                double d;
                int r = float_as_double_of(x, &d);
                if (r < 0) return NULL;
                if (r == 0) return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(x));
                double s = d < 0 ? -(double)(int64_t)(-d) : (double)(int64_t)d;
                if (d - s < 0) s -= 1;
                ts[i].tv_sec = (time_t)s;
                ts[i].tv_nsec = (long)((d - s) * 1e9);
                if (ts[i].tv_nsec >= 1000000000) ts[i].tv_nsec = 999999999;
            } else {
                Object *i64 = num_index(x);
                int64_t v;
                if (i64 == NULL) return NULL;
                bool ok = int_as_i64(i64, &v);
                DECREF(i64);
                if (!ok) return err_set(&Exc_OverflowError, "timestamp too large to convert to C _PyTime_t");
                ts[i].tv_sec = (time_t)(v / 1000000000);
                ts[i].tv_nsec = (long)(v % 1000000000);
                if (ts[i].tv_nsec < 0) {
                    ts[i].tv_nsec += 1000000000;
                    ts[i].tv_sec -= 1;
                }
            }
        }
    }
    PathArg p;
    if (path_conv("utime", "path", a[0], PATH_FD, &p) < 0) return NULL;
    const struct timespec *tp = times != NULL || ns != NULL ? ts : NULL;
    int r = p.is_fd ? futimens(p.fd, tp) : utimensat(AT_FDCWD, p.cpath, tp, follow ? 0 : AT_SYMLINK_NOFOLLOW);
    Object *res = r < 0 ? err_set_errno(errno) : NEWREF(None); /* CPython names no file here */
    path_clear(&p);
    return res;
}

/* _home(user): user's home directory from the password database (the
 * current user's for None), or None if there is no such entry. */
static Object *posix__home(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("posix._home", kwnames) < 0 || args_count("posix._home", nargs, 1, 1) < 0) return NULL;
    if (args[0] != None && !is_str(args[0])) return err_format(&Exc_TypeError, "str expected, not %s", TYPE_NAME(args[0]));
    char buf[4096];
    struct passwd pw, *found = NULL;
    int r = args[0] == None ? getpwuid_r(getuid(), &pw, buf, sizeof buf, &found)
                            : getpwnam_r(str_cstr(args[0]), &pw, buf, sizeof buf, &found);
    if (r != 0 || found == NULL) return NEWREF(None);
    return str_from_utf8(pw.pw_dir, (ssize_t)strlen(pw.pw_dir));
}

/* ---- the environment ---------------------------------------------------- */

/* A name or value for putenv/unsetenv, converted as CPython's
 * PyUnicode_FSConverter does (str, bytes or os.PathLike): a new ref to the
 * str or bytes, with *out its NUL-free bytes; NULL with the error set. */
static Object *env_conv(Object *o, const char **out)
{
    Object *v = posix_fspath(NULL, &o, 1, NULL);
    if (v == NULL) return NULL;
    const char *s = is_str(v) ? str_cstr(v) : bytes_data(v);
    size_t n = is_str(v) ? (size_t)str_nbytes(v) : (size_t)bytes_len(v);
    if (strlen(s) != n) {
        DECREF(v);
        return err_set(&Exc_ValueError, "embedded null byte");
    }
    *out = s;
    return v;
}

static Object *posix_putenv(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("putenv", kwnames) < 0 || args_count("putenv", nargs, 2, 2) < 0) return NULL;
    const char *k, *v;
    Object *ko = env_conv(args[0], &k);
    if (ko == NULL) return NULL;
    Object *vo = env_conv(args[1], &v);
    if (vo == NULL) {
        DECREF(ko);
        return NULL;
    }
    Object *res;
    if (strchr(k, '=') != NULL) {
        res = err_set(&Exc_ValueError, "illegal environment variable name");
    } else {
        pthread_mutex_lock(&env_mutex);
        int r = setenv(k, v, 1);
        int e = errno;
        pthread_mutex_unlock(&env_mutex);
        res = r < 0 ? err_set_errno(e) : NEWREF(None);
    }
    DECREF(ko);
    DECREF(vo);
    return res;
}

static Object *posix_unsetenv(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("posix.unsetenv", kwnames) < 0 || args_count("posix.unsetenv", nargs, 1, 1) < 0) return NULL;
    const char *k;
    Object *ko = env_conv(args[0], &k);
    if (ko == NULL) return NULL;
    pthread_mutex_lock(&env_mutex);
    int r = unsetenv(k); /* EINVAL for '' or a name with '=' */
    int e = errno;
    pthread_mutex_unlock(&env_mutex);
    DECREF(ko);
    return r < 0 ? err_set_errno(e) : NEWREF(None);
}

/* A dict of the environment now (os.environ's starting contents).  The
 * strings are copied under env_mutex, the objects made after. */
static Object *posix__environ(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("posix._environ", kwnames) < 0 || args_count("posix._environ", nargs, 0, 0) < 0) return NULL;
    pthread_mutex_lock(&env_mutex);
    size_t n = 0, total = 0;
    for (char **e = environ; *e != NULL; e++, n++) total += strlen(*e) + 1;
    char *copy = malloc(total + 1);
    if (copy != NULL) {
        char *w = copy;
        for (char **e = environ; *e != NULL; e++) {
            size_t l = strlen(*e) + 1;
            memcpy(w, *e, l);
            w += l;
        }
    }
    pthread_mutex_unlock(&env_mutex);
    if (copy == NULL) return err_no_memory();
    Object *d = dict_new();
    const char *s = copy;
    for (size_t i = 0; i < n && d != NULL; i++) {
        size_t l = strlen(s);
        const char *eq = strchr(s, '=');
        if (eq != NULL && eq != s) {
            Object *k = str_from_utf8(s, eq - s);
            Object *v = k != NULL ? str_from_utf8(eq + 1, (ssize_t)(s + l - eq - 1)) : NULL;
            if (v == NULL) {
                err_clear(); /* not UTF-8: left out (CPython decodes with surrogateescape) */
            } else if (dict_contains(d, k) == 0 && dict_set(d, k, v) < 0) {
                CLEAR(d);
            }
            XDECREF(k);
            XDECREF(v);
        }
        s += l + 1;
    }
    free(copy);
    return d;
}

static const MethodDef posix_methods[] = {
    {"fspath", posix_fspath, METH_DEFAULT},
    {"getcwd", posix_getcwd, METH_DEFAULT},
    {"getcwdb", posix_getcwdb, METH_DEFAULT},
    {"chdir", posix_chdir, METH_DEFAULT},
    {"listdir", posix_listdir, METH_DEFAULT},
    {"_scandir", posix__scandir, METH_DEFAULT},
    {"mkdir", posix_mkdir, METH_DEFAULT},
    {"rmdir", posix_rmdir, METH_DEFAULT},
    {"remove", posix_remove, METH_DEFAULT},
    {"unlink", posix_unlink, METH_DEFAULT},
    {"rename", posix_rename, METH_DEFAULT},
    {"replace", posix_replace, METH_DEFAULT},
    {"link", posix_link, METH_DEFAULT},
    {"symlink", posix_symlink, METH_DEFAULT},
    {"readlink", posix_readlink, METH_DEFAULT},
    {"stat", posix_stat, METH_DEFAULT},
    {"lstat", posix_lstat, METH_DEFAULT},
    {"fstat", posix_fstat, METH_DEFAULT},
    {"access", posix_access, METH_DEFAULT},
    {"chmod", posix_chmod, METH_DEFAULT},
    {"chown", posix_chown, METH_DEFAULT},
    {"_statvfs", posix__statvfs, METH_DEFAULT},
    {"utime", posix_utime, METH_DEFAULT},
    {"open", posix_open, METH_DEFAULT},
    {"close", posix_close, METH_DEFAULT},
    {"read", posix_read, METH_DEFAULT},
    {"write", posix_write, METH_DEFAULT},
    {"lseek", posix_lseek, METH_DEFAULT},
    {"ftruncate", posix_ftruncate, METH_DEFAULT},
    {"truncate", posix_truncate, METH_DEFAULT},
    {"fsync", posix_fsync, METH_DEFAULT},
    {"dup", posix_dup, METH_DEFAULT},
    {"dup2", posix_dup2, METH_DEFAULT},
    {"pipe", posix_pipe, METH_DEFAULT},
    {"isatty", posix_isatty, METH_DEFAULT},
    {"_get_terminal_size", posix_get_terminal_size, METH_DEFAULT},
    {"getpid", posix_getpid, METH_DEFAULT},
    {"getppid", posix_getppid, METH_DEFAULT},
    {"getpgrp", posix_getpgrp, METH_DEFAULT},
    {"getsid", posix_getsid, METH_DEFAULT},
    {"getuid", posix_getuid, METH_DEFAULT},
    {"geteuid", posix_geteuid, METH_DEFAULT},
    {"getgid", posix_getgid, METH_DEFAULT},
    {"getegid", posix_getegid, METH_DEFAULT},
    {"cpu_count", posix_cpu_count, METH_DEFAULT},
    {"sched_getaffinity", posix_sched_getaffinity, METH_DEFAULT},
    {"sched_setaffinity", posix_sched_setaffinity, METH_DEFAULT},
    {"umask", posix_umask, METH_DEFAULT},
    {"urandom", posix_urandom, METH_DEFAULT},
    {"strerror", posix_strerror, METH_DEFAULT},
    {"confstr", posix_confstr, METH_DEFAULT},
    {"kill", posix_kill, METH_DEFAULT},
    {"waitpid", posix_waitpid, METH_DEFAULT},
    {"WIFEXITED", posix_WIFEXITED, METH_DEFAULT},
    {"WEXITSTATUS", posix_WEXITSTATUS, METH_DEFAULT},
    {"WIFSIGNALED", posix_WIFSIGNALED, METH_DEFAULT},
    {"WTERMSIG", posix_WTERMSIG, METH_DEFAULT},
    {"WIFSTOPPED", posix_WIFSTOPPED, METH_DEFAULT},
    {"WSTOPSIG", posix_WSTOPSIG, METH_DEFAULT},
    {"waitstatus_to_exitcode", posix_waitstatus_to_exitcode, METH_DEFAULT},
    {"get_inheritable", posix_get_inheritable, METH_DEFAULT},
    {"set_inheritable", posix_set_inheritable, METH_DEFAULT},
    {"get_blocking", posix_get_blocking, METH_DEFAULT},
    {"set_blocking", posix_set_blocking, METH_DEFAULT},
    {"_exit", posix__exit, METH_DEFAULT},
    {"_uname", posix_uname, METH_DEFAULT},
    {"_times", posix_times, METH_DEFAULT},
    {"_home", posix__home, METH_DEFAULT},
    {"putenv", posix_putenv, METH_DEFAULT},
    {"unsetenv", posix_unsetenv, METH_DEFAULT},
    {"_environ", posix__environ, METH_DEFAULT},
    {NULL, NULL, 0},
};

int posixmodule_init(void)
{
    Object *m = module_new_builtin("posix", posix_methods);
    if (m == NULL) return -1;
    static const struct {
        const char *name;
        long value;
    } consts[] = {
        {"F_OK", F_OK}, {"R_OK", R_OK}, {"W_OK", W_OK}, {"X_OK", X_OK},
        {"O_RDONLY", O_RDONLY}, {"O_WRONLY", O_WRONLY}, {"O_RDWR", O_RDWR}, {"O_CREAT", O_CREAT},
        {"O_EXCL", O_EXCL}, {"O_TRUNC", O_TRUNC}, {"O_APPEND", O_APPEND}, {"O_NONBLOCK", O_NONBLOCK},
        {"O_CLOEXEC", O_CLOEXEC}, {"O_NOCTTY", O_NOCTTY}, {"O_DIRECTORY", O_DIRECTORY},
        {"O_NOFOLLOW", O_NOFOLLOW}, {"O_SYNC", O_SYNC}, {"O_ACCMODE", O_ACCMODE},
        {"SEEK_SET", SEEK_SET}, {"SEEK_CUR", SEEK_CUR}, {"SEEK_END", SEEK_END},
        {"EX_OK", 0}, {"TMP_MAX", TMP_MAX},
        {"EX_OK", 0}, {"WNOHANG", WNOHANG}, {"WUNTRACED", WUNTRACED},
        {"_DT_UNKNOWN", DT_UNKNOWN}, {"_DT_DIR", DT_DIR}, {"_DT_REG", DT_REG}, {"_DT_LNK", DT_LNK},
    };
    Object *d = module_dict(m);
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        Object *v = int_from_i64(consts[i].value);
        if (v == NULL || dict_set_cstr(d, consts[i].name, v) < 0) {
            XDECREF(v);
            return -1;
        }
        DECREF(v);
    }
    Object *names = dict_new();
    if (names == NULL) return -1;
    for (size_t i = 0; i < sizeof confstr_table / sizeof confstr_table[0]; i++) {
        Object *v = small_new(confstr_table[i].value);
        if (dict_set_cstr(names, confstr_table[i].name, v) < 0) {
            DECREF(names);
            return -1;
        }
    }
    int r = dict_set_cstr(d, "confstr_names", names);
    DECREF(names);
    return r;
}
