/* errnomodule.c: `errno`, the system's error numbers by name.
 *
 * The idea.  One table of every E* name Linux's <errno.h> defines (the
 * names CPython's errno module lists; each guarded by #ifdef so a libc
 * without one just leaves it out).  The module holds each as an int
 * attribute, and `errorcode` maps each number back to one name: the first
 * table holds the name `errorcode` gives each number, in the order of
 * CPython's `errorcode`; the second the other names of a number
 * (EWOULDBLOCK for EAGAIN, EDEADLK for EDEADLOCK, EOPNOTSUPP for
 * ENOTSUP), which are attributes only.
 *
 * Threads: the module has no state of its own; its dict and `errorcode`
 * are filled once, at import, under the import lock, and only read after
 * (a program may change them, as any dict, under the dict's own locks).
 */
#include <errno.h>

#include "modules/modules.h"

typedef struct {
    const char *name;
    int value;
} ErrName;

/* The canonical name of each number, in errorcode's order. */
static const ErrName canonical[] = {
#ifdef ENODEV
    {"ENODEV", ENODEV},
#endif
#ifdef ENOCSI
    {"ENOCSI", ENOCSI},
#endif
#ifdef EHOSTUNREACH
    {"EHOSTUNREACH", EHOSTUNREACH},
#endif
#ifdef ENOMSG
    {"ENOMSG", ENOMSG},
#endif
#ifdef EUCLEAN
    {"EUCLEAN", EUCLEAN},
#endif
#ifdef EL2NSYNC
    {"EL2NSYNC", EL2NSYNC},
#endif
#ifdef EL2HLT
    {"EL2HLT", EL2HLT},
#endif
#ifdef ENODATA
    {"ENODATA", ENODATA},
#endif
#ifdef ENOTBLK
    {"ENOTBLK", ENOTBLK},
#endif
#ifdef ENOSYS
    {"ENOSYS", ENOSYS},
#endif
#ifdef EPIPE
    {"EPIPE", EPIPE},
#endif
#ifdef EINVAL
    {"EINVAL", EINVAL},
#endif
#ifdef EOVERFLOW
    {"EOVERFLOW", EOVERFLOW},
#endif
#ifdef EADV
    {"EADV", EADV},
#endif
#ifdef EINTR
    {"EINTR", EINTR},
#endif
#ifdef EUSERS
    {"EUSERS", EUSERS},
#endif
#ifdef ENOTEMPTY
    {"ENOTEMPTY", ENOTEMPTY},
#endif
#ifdef ENOBUFS
    {"ENOBUFS", ENOBUFS},
#endif
#ifdef EPROTO
    {"EPROTO", EPROTO},
#endif
#ifdef EREMOTE
    {"EREMOTE", EREMOTE},
#endif
#ifdef ENAVAIL
    {"ENAVAIL", ENAVAIL},
#endif
#ifdef ECHILD
    {"ECHILD", ECHILD},
#endif
#ifdef ELOOP
    {"ELOOP", ELOOP},
#endif
#ifdef EXDEV
    {"EXDEV", EXDEV},
#endif
#ifdef E2BIG
    {"E2BIG", E2BIG},
#endif
#ifdef ESRCH
    {"ESRCH", ESRCH},
#endif
#ifdef EMSGSIZE
    {"EMSGSIZE", EMSGSIZE},
#endif
#ifdef EAFNOSUPPORT
    {"EAFNOSUPPORT", EAFNOSUPPORT},
#endif
#ifdef EBADR
    {"EBADR", EBADR},
#endif
#ifdef EHOSTDOWN
    {"EHOSTDOWN", EHOSTDOWN},
#endif
#ifdef EPFNOSUPPORT
    {"EPFNOSUPPORT", EPFNOSUPPORT},
#endif
#ifdef ENOPROTOOPT
    {"ENOPROTOOPT", ENOPROTOOPT},
#endif
#ifdef EBUSY
    {"EBUSY", EBUSY},
#endif
#ifdef EAGAIN
    {"EAGAIN", EAGAIN},
#endif
#ifdef EBADFD
    {"EBADFD", EBADFD},
#endif
#ifdef EDOTDOT
    {"EDOTDOT", EDOTDOT},
#endif
#ifdef EISCONN
    {"EISCONN", EISCONN},
#endif
#ifdef ENOANO
    {"ENOANO", ENOANO},
#endif
#ifdef ESHUTDOWN
    {"ESHUTDOWN", ESHUTDOWN},
#endif
#ifdef ECHRNG
    {"ECHRNG", ECHRNG},
#endif
#ifdef ELIBBAD
    {"ELIBBAD", ELIBBAD},
#endif
#ifdef ENONET
    {"ENONET", ENONET},
#endif
#ifdef EBADE
    {"EBADE", EBADE},
#endif
#ifdef EBADF
    {"EBADF", EBADF},
#endif
#ifdef EMULTIHOP
    {"EMULTIHOP", EMULTIHOP},
#endif
#ifdef EIO
    {"EIO", EIO},
#endif
#ifdef EUNATCH
    {"EUNATCH", EUNATCH},
#endif
#ifdef EPROTOTYPE
    {"EPROTOTYPE", EPROTOTYPE},
#endif
#ifdef ENOSPC
    {"ENOSPC", ENOSPC},
#endif
#ifdef ENOEXEC
    {"ENOEXEC", ENOEXEC},
#endif
#ifdef EALREADY
    {"EALREADY", EALREADY},
#endif
#ifdef ENETDOWN
    {"ENETDOWN", ENETDOWN},
#endif
#ifdef ENOTNAM
    {"ENOTNAM", ENOTNAM},
#endif
#ifdef EACCES
    {"EACCES", EACCES},
#endif
#ifdef ELNRNG
    {"ELNRNG", ELNRNG},
#endif
#ifdef EILSEQ
    {"EILSEQ", EILSEQ},
#endif
#ifdef ENOTDIR
    {"ENOTDIR", ENOTDIR},
#endif
#ifdef ENOTUNIQ
    {"ENOTUNIQ", ENOTUNIQ},
#endif
#ifdef EPERM
    {"EPERM", EPERM},
#endif
#ifdef EDOM
    {"EDOM", EDOM},
#endif
#ifdef EXFULL
    {"EXFULL", EXFULL},
#endif
#ifdef ECONNREFUSED
    {"ECONNREFUSED", ECONNREFUSED},
#endif
#ifdef EISDIR
    {"EISDIR", EISDIR},
#endif
#ifdef EPROTONOSUPPORT
    {"EPROTONOSUPPORT", EPROTONOSUPPORT},
#endif
#ifdef EROFS
    {"EROFS", EROFS},
#endif
#ifdef EADDRNOTAVAIL
    {"EADDRNOTAVAIL", EADDRNOTAVAIL},
#endif
#ifdef EIDRM
    {"EIDRM", EIDRM},
#endif
#ifdef ECOMM
    {"ECOMM", ECOMM},
#endif
#ifdef ESRMNT
    {"ESRMNT", ESRMNT},
#endif
#ifdef EREMOTEIO
    {"EREMOTEIO", EREMOTEIO},
#endif
#ifdef EL3RST
    {"EL3RST", EL3RST},
#endif
#ifdef EBADMSG
    {"EBADMSG", EBADMSG},
#endif
#ifdef ENFILE
    {"ENFILE", ENFILE},
#endif
#ifdef ELIBMAX
    {"ELIBMAX", ELIBMAX},
#endif
#ifdef ESPIPE
    {"ESPIPE", ESPIPE},
#endif
#ifdef ENOLINK
    {"ENOLINK", ENOLINK},
#endif
#ifdef ENETRESET
    {"ENETRESET", ENETRESET},
#endif
#ifdef ETIMEDOUT
    {"ETIMEDOUT", ETIMEDOUT},
#endif
#ifdef ENOENT
    {"ENOENT", ENOENT},
#endif
#ifdef EEXIST
    {"EEXIST", EEXIST},
#endif
#ifdef EDQUOT
    {"EDQUOT", EDQUOT},
#endif
#ifdef ENOSTR
    {"ENOSTR", ENOSTR},
#endif
#ifdef EBADSLT
    {"EBADSLT", EBADSLT},
#endif
#ifdef EBADRQC
    {"EBADRQC", EBADRQC},
#endif
#ifdef ELIBACC
    {"ELIBACC", ELIBACC},
#endif
#ifdef EFAULT
    {"EFAULT", EFAULT},
#endif
#ifdef EFBIG
    {"EFBIG", EFBIG},
#endif
#ifdef EDEADLOCK
    {"EDEADLOCK", EDEADLOCK},
#endif
#ifdef ENOTCONN
    {"ENOTCONN", ENOTCONN},
#endif
#ifdef EDESTADDRREQ
    {"EDESTADDRREQ", EDESTADDRREQ},
#endif
#ifdef ELIBSCN
    {"ELIBSCN", ELIBSCN},
#endif
#ifdef ENOLCK
    {"ENOLCK", ENOLCK},
#endif
#ifdef EISNAM
    {"EISNAM", EISNAM},
#endif
#ifdef ECONNABORTED
    {"ECONNABORTED", ECONNABORTED},
#endif
#ifdef ENETUNREACH
    {"ENETUNREACH", ENETUNREACH},
#endif
#ifdef ESTALE
    {"ESTALE", ESTALE},
#endif
#ifdef ENOSR
    {"ENOSR", ENOSR},
#endif
#ifdef ENOMEM
    {"ENOMEM", ENOMEM},
#endif
#ifdef ENOTSOCK
    {"ENOTSOCK", ENOTSOCK},
#endif
#ifdef ESTRPIPE
    {"ESTRPIPE", ESTRPIPE},
#endif
#ifdef EMLINK
    {"EMLINK", EMLINK},
#endif
#ifdef ERANGE
    {"ERANGE", ERANGE},
#endif
#ifdef ELIBEXEC
    {"ELIBEXEC", ELIBEXEC},
#endif
#ifdef EL3HLT
    {"EL3HLT", EL3HLT},
#endif
#ifdef ECONNRESET
    {"ECONNRESET", ECONNRESET},
#endif
#ifdef EADDRINUSE
    {"EADDRINUSE", EADDRINUSE},
#endif
#ifdef ENOTSUP
    {"ENOTSUP", ENOTSUP},
#endif
#ifdef EREMCHG
    {"EREMCHG", EREMCHG},
#endif
#ifdef ENAMETOOLONG
    {"ENAMETOOLONG", ENAMETOOLONG},
#endif
#ifdef ENOTTY
    {"ENOTTY", ENOTTY},
#endif
#ifdef ERESTART
    {"ERESTART", ERESTART},
#endif
#ifdef ESOCKTNOSUPPORT
    {"ESOCKTNOSUPPORT", ESOCKTNOSUPPORT},
#endif
#ifdef ETIME
    {"ETIME", ETIME},
#endif
#ifdef EBFONT
    {"EBFONT", EBFONT},
#endif
#ifdef ETOOMANYREFS
    {"ETOOMANYREFS", ETOOMANYREFS},
#endif
#ifdef EMFILE
    {"EMFILE", EMFILE},
#endif
#ifdef ETXTBSY
    {"ETXTBSY", ETXTBSY},
#endif
#ifdef EINPROGRESS
    {"EINPROGRESS", EINPROGRESS},
#endif
#ifdef ENXIO
    {"ENXIO", ENXIO},
#endif
#ifdef ENOPKG
    {"ENOPKG", ENOPKG},
#endif
#ifdef ENOMEDIUM
    {"ENOMEDIUM", ENOMEDIUM},
#endif
#ifdef EMEDIUMTYPE
    {"EMEDIUMTYPE", EMEDIUMTYPE},
#endif
#ifdef ECANCELED
    {"ECANCELED", ECANCELED},
#endif
#ifdef ENOKEY
    {"ENOKEY", ENOKEY},
#endif
#ifdef EKEYEXPIRED
    {"EKEYEXPIRED", EKEYEXPIRED},
#endif
#ifdef EKEYREVOKED
    {"EKEYREVOKED", EKEYREVOKED},
#endif
#ifdef EKEYREJECTED
    {"EKEYREJECTED", EKEYREJECTED},
#endif
#ifdef EOWNERDEAD
    {"EOWNERDEAD", EOWNERDEAD},
#endif
#ifdef ENOTRECOVERABLE
    {"ENOTRECOVERABLE", ENOTRECOVERABLE},
#endif
#ifdef ERFKILL
    {"ERFKILL", ERFKILL},
#endif
};

/* Other names for a number above (attributes, not in errorcode). */
static const ErrName aliases[] = {
#ifdef EDEADLK
    {"EDEADLK", EDEADLK},
#endif
#ifdef EOPNOTSUPP
    {"EOPNOTSUPP", EOPNOTSUPP},
#endif
#ifdef EWOULDBLOCK
    {"EWOULDBLOCK", EWOULDBLOCK},
#endif
};

static const MethodDef errno_methods[] = {
    {NULL, NULL, 0},
};

static int add_names(Object *d, Object *codes, const ErrName *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        Object *v = int_from_i64(t[i].value);
        if (v == NULL) return -1;
        if (dict_set_cstr(d, t[i].name, v) < 0) {
            DECREF(v);
            return -1;
        }
        if (codes != NULL) {
            Object *s = str_from_cstr(t[i].name);
            int r = s != NULL ? dict_set(codes, v, s) : -1;
            XDECREF(s);
            if (r < 0) {
                DECREF(v);
                return -1;
            }
        }
        DECREF(v);
    }
    return 0;
}

int errnomodule_init(void)
{
    Object *m = module_new_builtin("errno", errno_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    Object *codes = dict_new();
    if (codes == NULL) return -1;
    int r = add_names(d, codes, canonical, sizeof canonical / sizeof canonical[0]);
    if (r == 0) r = add_names(d, NULL, aliases, sizeof aliases / sizeof aliases[0]);
    if (r == 0) r = dict_set_cstr(d, "errorcode", codes);
    DECREF(codes);
    return r;
}
