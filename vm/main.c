/* main.c: the fpy command line.
 *
 *   fpy FILE [ARGS]      run a script (sys.argv = [FILE, ARGS...])
 *   fpy -c CODE [ARGS]   run CODE (sys.argv = ['-c', ARGS...], file "<string>")
 *   fpy -m MOD [ARGS]    run module MOD found as `import` finds it, as
 *                        __main__ (sys.argv[0] its file, sys.path[0] the
 *                        current directory)
 *   fpy - [ARGS] / fpy   run the program read from standard input; with no
 *                        argument and a terminal on stdin, the interactive
 *                        prompt (the REPL)
 *   fpy -i ...           after the program (even after its uncaught
 *                        exception), the interactive prompt
 *   fpy -u ...           stdout is not buffered
 *   fpy --dis FILE       print the bytecode of FILE's code objects
 *   fpy --dis-adaptive FILE  run FILE, then print its bytecode as the loop runs
 *                        it (superinstructions, vm/fuse.c) to stderr, with
 *                        what the main thread's caches learned (vm/eval.c)
 *   fpy --stats ...      at exit, print the collector's counters (and, built
 *                        with -Dstats=true, the reference-count and the
 *                        specializer's ones) to stderr
 *   fpy --version, -V    print "fpy VERSION"
 *   fpy -h, --help       print the usage
 *
 * Start-up: the main thread's state (vm/thread.c), the runtime (types,
 * builtins, sys: runtime/builtins.c), sys.argv and sys.path; then the
 * script runs as module __main__.  An uncaught exception (SyntaxError
 * included) flushes stdout, prints the traceback as CPython does and exits
 * with status 1; SystemExit exits with its code.  A script that cannot be
 * opened gives CPython's message and status 2.
 *
 * The interactive prompt (repl).  Lines are read until they make one
 * statement (compile_needs_more: an open bracket or string, or a compound
 * statement not yet ended by an empty line), which is compiled in 'single'
 * mode as "<stdin>" and run in __main__'s namespace: an expression's value
 * is shown by sys.displayhook.  An exception prints its traceback and the
 * prompt goes on; SystemExit ends it with its status, end of input with 0.
 * On a terminal the lines come from libedit (editing, history) through
 * its callback interface, loaded with dlopen when the prompt first starts
 * (a script never maps it and the libraries it needs: linked, they cost
 * about 0.35 ms of every start-up; without it the prompt reads plain
 * lines): the main thread waits in select() detached (so
 * a stop-the-world never waits for the typing), and SIGINT (Ctrl-C), which
 * interrupts the select, cancels the line ("KeyboardInterrupt").  Prompts
 * go where CPython puts them: to stdout through libedit when stdin and
 * stdout are terminals, to stderr otherwise.
 *
 * Threads: the REPL runs on the main thread only; its libedit state
 * (rl_got, rl_done_reading) is touched by that thread alone.
 */
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <signal.h>
#include <sys/select.h>
#include <unistd.h>

#include <editline/readline.h>

#include "compiler/compiler.h"
#include "modules/modules.h"
#include "runtime/api.h"
#include "vm/eval.h"
#include "vm/thread.h"

/* FPY_VERSION comes from meson's project() version (-DFPY_VERSION=...). */
#ifndef FPY_VERSION
#error "build fpy with meson: FPY_VERSION is defined from the project version"
#endif

static void usage(FILE *out)
{
    fprintf(out,
            "usage: fpy [option] ... [-c cmd | -m mod | file | -] [arg] ...\n"
            "Options:\n"
            "-c cmd    : program passed in as string (terminates option list)\n"
            "-i        : inspect interactively after running script; forces a prompt even\n"
            "            if stdin does not appear to be a terminal\n"
            "-m mod    : run library module as a script (terminates option list)\n"
            "-u        : force the stdout and stderr streams to be unbuffered\n"
            "-E, -s, -S, -B : accepted for CPython's sake: fpy reads no PYTHON* variable,\n"
            "            has no site module or user site directory, writes no .pyc\n"
            "-I        : isolate: -E -s -P\n"
            "-P        : don't prepend the script's directory (or the current one) to sys.path\n"
            "-q        : don't print the version at the interactive prompt\n"
            "-W arg    : warning control, kept in sys.warnoptions\n"
            "-X opt    : implementation-specific option, kept in sys._xoptions (none used)\n"
            "--dis     : print the bytecode of the program instead of running it\n"
            "--dis-adaptive : run the program, then print its bytecode to stderr as the\n"
            "            interpreter runs it (superinstructions) with what the main\n"
            "            thread's inline caches hold for each instruction\n"
            "--stats   : print the collector's counters to stderr at exit\n"
            "            (and the reference-count and specializer ones in a\n"
            "            -Dstats=true build)\n"
            "-h        : print this help message and exit (also --help)\n"
            "-V        : print the fpy version number and exit (also --version)\n"
            "file      : program read from script file\n"
            "-         : program read from stdin (default)\n"
            "arg ...   : arguments passed to program in sys.argv[1:]\n");
}

/* The whole stream as a malloc'd NUL-terminated buffer, or NULL (errno). */
static char *read_stream(FILE *fp, size_t *len)
{
    size_t cap = 1 << 14, n = 0;
    char *buf = malloc(cap);
    if (buf == NULL) return NULL;
    for (;;) {
        n += fread(buf + n, 1, cap - n - 1, fp);
        if (n < cap - 1) break;
        char *nb = realloc(buf, cap * 2);
        if (nb == NULL) {
            free(buf);
            errno = ENOMEM;
            return NULL;
        }
        buf = nb;
        cap *= 2;
    }
    if (ferror(fp)) {
        int e = errno;
        free(buf);
        errno = e ? e : EIO;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* An uncaught KeyboardInterrupt ends the process as CPython's does: by
 * SIGINT's default action once everything is flushed (end of main), so a
 * parent sees a child killed by the signal (returncode -2) and a shell
 * reports 130.  Set by report_exception; main thread only. */
static bool died_of_keyboard_interrupt;

/* Hand the pending exception to exc_handle_uncaught (SystemExit's code,
 * or the traceback and 1).  The exit status. */
static int report_exception(void)
{
    Object *exc = err_fetch();
    io_flush_all();
    if (exc == NULL) return 1;
    if (type_is_subtype(TYPE(exc), &Exc_KeyboardInterrupt)) died_of_keyboard_interrupt = true;
    int status = exc_handle_uncaught(exc);
    DECREF(exc);
    io_flush_all();
    return status;
}

/* A fresh module __main__ in sys.modules (__name__, __builtins__ and, for a
 * file, __file__).  New ref to its dict (which outlives the module if the
 * program drops it from sys.modules), or NULL. */
/* __main__.__package__ for fpy -m (the package of the module run), else NULL. */
static char *main_package;

static Object *main_module(Interp *in, const char *file)
{
    Object *m = module_new("__main__");
    if (m == NULL) return NULL;
    Object *d = module_dict(m);
    Object *name = str_from_cstr("__main__");
    Object *fileobj = file != NULL ? str_from_cstr(file) : NULL;
    Object *pkg = main_package != NULL ? str_from_cstr(main_package) : NEWREF(None);
    bool ok = name != NULL && pkg != NULL && dict_set_cstr(d, "__package__", pkg) == 0 &&
              dict_set_cstr(d, "__name__", name) == 0 &&
              dict_set_cstr(d, "__builtins__", in->builtins_mod) == 0 &&
              (file == NULL || (fileobj != NULL && dict_set_cstr(d, "__file__", fileobj) == 0)) &&
              dict_set_cstr(in->modules, "__main__", m) == 0;
    XDECREF(name);
    XDECREF(pkg);
    XDECREF(fileobj);
    if (ok) INCREF(d);
    DECREF(m);
    return ok ? d : NULL;
}

/* Run src as module __main__; its namespace is left in *main_dict (a new
 * ref, or NULL when the source did not compile) for -i.  The exit status.
 * With inspect (-i) an uncaught exception, SystemExit included, is only
 * printed (status 1): the prompt comes next, as in CPython. */
static int run_main(Interp *in, const char *src, size_t len, const char *filename, const char *file,
                    bool dis_adaptive, Object **main_dict, bool inspect)
{
    *main_dict = NULL;
    CodeObject *co = compile_source(src, len, filename);
    Object *d = co != NULL ? main_module(in, file) : NULL;
    if (d == NULL) {
        XDECREF((Object *)co);
        if (inspect) { /* -i: the prompt comes after the traceback, even a SyntaxError's */
            Object *exc = err_fetch();
            io_flush_all();
            if (exc != NULL) exc_print(exc);
            XDECREF(exc);
            return 1;
        }
        return report_exception();
    }
    *main_dict = d;
    Object *r = eval_code(co, d, d);
    int status = 0;
    if (r == NULL) {
        if (inspect) { /* as CPython's -i: even SystemExit is only printed */
            Object *exc = err_fetch();
            io_flush_all();
            if (exc != NULL) exc_print(exc);
            XDECREF(exc);
            status = 1;
        } else {
            status = report_exception();
        }
    } else {
        DECREF(r);
    }
    if (!inspect) {
        /* as CPython's finalisation: after the main module's traceback, wait
         * for the non-daemon threads (threading._shutdown), then stop the rest */
        thread_at_exit();
    }
    io_flush_all();
    if (dis_adaptive) {
        /* the program's bytecode with what the main thread's caches hold */
        fflush(stdout);
        if (!eval_specializes()) fputs("(built with -Dspecialize=false: no inline caches to show)\n", stderr);
        code_disassemble_noted(co, stderr, eval_cache_note);
    }
    DECREF((Object *)co);
    if (!inspect) {
        DECREF(d);
        *main_dict = NULL;
    }
    return status;
}

/* The path as CPython shows it: made absolute, not normalised. */
static char *absolute_path(const char *path)
{
    if (path[0] == '/') return strdup(path);
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd) == NULL) return strdup(path);
    size_t n = strlen(cwd) + strlen(path) + 2;
    char *r = malloc(n);
    if (r != NULL) snprintf(r, n, "%s/%s", cwd, path);
    return r;
}

/* ---- the interactive prompt ---------------------------------------------- */

/* libedit's functions and settings, looked up by load_libedit.  Main
 * thread only, like everything of the prompt. */
static struct {
    void (*handler_install)(const char *, rl_vcpfunc_t *);
    void (*handler_remove)(void);
    void (*read_char)(void);
    void (*free_line_state)(void);
    int (*add_history)(const char *);
    void (*using_history)(void);
} ed;

/* dlopen libedit and set it up for the prompt; false when it is not there. */
static bool load_libedit(void)
{
    static int loaded = -1;
    if (loaded >= 0) return loaded;
    loaded = 0;
    void *h = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) return false;
    int *catch_signals = dlsym(h, "rl_catch_signals"), *inhibit = dlsym(h, "rl_inhibit_completion");
    const char **name = dlsym(h, "rl_readline_name");
    FILE **in = dlsym(h, "rl_instream"), **out = dlsym(h, "rl_outstream");
    *(void **)&ed.handler_install = dlsym(h, "rl_callback_handler_install");
    *(void **)&ed.handler_remove = dlsym(h, "rl_callback_handler_remove");
    *(void **)&ed.read_char = dlsym(h, "rl_callback_read_char");
    *(void **)&ed.free_line_state = dlsym(h, "rl_free_line_state");
    *(void **)&ed.add_history = dlsym(h, "add_history");
    *(void **)&ed.using_history = dlsym(h, "using_history");
    if (!catch_signals || !inhibit || !name || !in || !out || !ed.handler_install || !ed.handler_remove ||
        !ed.read_char || !ed.free_line_state || !ed.add_history || !ed.using_history)
        return false;
    *catch_signals = 0; /* SIGINT stays fpy's (vm/thread.c) */
    *inhibit = 1;       /* Tab inserts itself: indentation */
    *name = "fpy";
    *in = stdin;
    *out = stdout;
    ed.using_history();
    loaded = 1;
    return true;
}

/* libedit's callback hands the finished line here (NULL at end of input).
 * Main thread only. */
static char *rl_got;
static bool rl_done_reading;

static void on_line(char *line)
{
    rl_got = line;
    rl_done_reading = true;
    ed.handler_remove();
}

/* One line for the prompt: malloc'd, without its newline; NULL at end of
 * input, or with *interrupted set when Ctrl-C cancelled it. */
static char *read_prompt_line(const char *prompt, bool tty, bool *interrupted)
{
    ThreadState *ts = ts_get();
    *interrupted = false;
    io_flush_all();
    if (tty) {
        fflush(stdout);
        rl_got = NULL;
        rl_done_reading = false;
        ed.handler_install(prompt, on_line);
        while (!rl_done_reading) {
            fd_set fds;
            FD_ZERO(&fds);
            FD_SET(0, &fds);
            /* A Ctrl-C that came while libedit worked (its handler only
             * notes it) must not wait for the next key: SIGINT is blocked
             * while the note is checked and unblocked by pselect itself, so
             * it either shows here or interrupts the wait. */
            sigset_t block, old;
            sigemptyset(&block);
            sigaddset(&block, SIGINT);
            pthread_sigmask(SIG_BLOCK, &block, &old);
            int r, e;
            if (thread_signal_pending(ts)) {
                r = -1;
                e = EINTR;
            } else {
                thread_detach(ts);
                r = pselect(1, &fds, NULL, NULL, NULL, &old);
                e = errno;
                thread_attach(ts);
            }
            pthread_sigmask(SIG_SETMASK, &old, NULL);
            if (r < 0 && e == EINTR) {
                if (thread_check_signals(ts) < 0) {
                    err_clear();
                    ed.free_line_state();
                    ed.handler_remove();
                    *interrupted = true;
                    return NULL;
                }
                continue;
            }
            if (r < 0) {
                ed.handler_remove();
                return NULL;
            }
            ed.read_char();
        }
        if (rl_got != NULL && rl_got[0] != '\0') ed.add_history(rl_got);
        return rl_got;
    }
    io_write_stderr(prompt, strlen(prompt));
    char *line = NULL;
    size_t cap = 0;
    for (;;) {
        errno = 0;
        thread_detach(ts);
        ssize_t n = getline(&line, &cap, stdin);
        int e = errno;
        thread_attach(ts);
        if (n >= 0) {
            if (n > 0 && line[n - 1] == '\n') line[n - 1] = '\0';
            return line;
        }
        clearerr(stdin);
        if (e == EINTR && thread_check_signals(ts) < 0) {
            err_clear();
            *interrupted = true;
            free(line);
            return NULL;
        }
        if (e != EINTR) break;
    }
    free(line);
    return NULL;
}

/* sys.ps1 / sys.ps2 as text (set by the REPL, as CPython's interactive
 * mode sets them; a program may change them).  malloc'd. */
static char *prompt_text(const char *which, const char *dflt)
{
    Object *sys = ts_get()->interp->sys_mod;
    Object *v = dict_get_str(module_dict(sys), str_intern_cstr(which));
    Object *s = v != NULL ? obj_str(v) : NULL;
    if (s == NULL) {
        err_clear();
        return strdup(dflt);
    }
    char *r = strdup(str_cstr(s));
    DECREF(s);
    return r;
}

/* Compile and run one input in d; false when it raised SystemExit
 * (*status then holds its exit status). */
static bool repl_run(const char *src, size_t len, Object *d, int *status)
{
    CodeObject *co = compile_source_mode(src, len, "<stdin>", COMPILE_SINGLE);
    Object *r = NULL;
    if (co != NULL) {
        r = eval_code(co, d, d);
        DECREF((Object *)co);
    }
    io_flush_all();
    if (r != NULL) {
        DECREF(r);
        return true;
    }
    Object *exc = err_fetch();
    if (exc == NULL) return true;
    bool go_on = true;
    if (type_is_subtype(TYPE(exc), &Exc_SystemExit)) {
        *status = exc_handle_uncaught(exc);
        go_on = false;
    } else {
        exc_print(exc);
    }
    DECREF(exc);
    io_flush_all();
    return go_on;
}

/* The read-eval-print loop in namespace d (__main__'s).  The exit status. */
static int repl(Object *d)
{
    /* as CPython: libedit only when both are terminals */
    bool tty = isatty(0) && isatty(1) && load_libedit();
    Object *sysd = module_dict(ts_get()->interp->sys_mod);
    if (dict_get_str(sysd, STR_ID("ps1")) == NULL) dict_set_cstr(sysd, "ps1", STR_ID(">>> "));
    if (dict_get_str(sysd, STR_ID("ps2")) == NULL) dict_set_cstr(sysd, "ps2", STR_ID("... "));
    err_clear();
    char *buf = NULL;
    size_t len = 0, cap = 0;
    int status = 0;
    for (;;) {
        char *prompt = len == 0 ? prompt_text("ps1", ">>> ") : prompt_text("ps2", "... ");
        bool interrupted;
        char *line = read_prompt_line(prompt != NULL ? prompt : "", tty, &interrupted);
        free(prompt);
        if (interrupted) {
            io_write_stderr("\nKeyboardInterrupt\n", 19);
            len = 0;
            continue;
        }
        if (line == NULL) { /* end of input: what was typed of a statement still runs */
            io_write_stderr("\n", 1);
            if (len > 0) repl_run(buf, len, d, &status);
            break;
        }
        size_t n = strlen(line);
        if (len + n + 2 > cap) {
            cap = (len + n + 2) * 2;
            char *nb = realloc(buf, cap);
            if (nb == NULL) {
                free(line);
                fprintf(stderr, "fpy: out of memory\n");
                status = 1;
                break;
            }
            buf = nb;
        }
        memcpy(buf + len, line, n);
        len += n;
        buf[len++] = '\n';
        buf[len] = '\0';
        free(line);
        bool blank;
        if (compile_needs_more(buf, len, &blank)) continue;
        size_t run_len = len;
        len = 0;
        if (blank) continue;
        if (!repl_run(buf, run_len, d, &status)) break;
    }
    free(buf);
    thread_at_exit();
    io_flush_all();
    return status;
}

/* fpy -m NAME: the module's source, its sys.argv[0] and __file__.  A
 * package runs its __main__ submodule.  The exit status on failure
 * (message printed), else -1. */
static int find_main_module(Interp *in, const char *name, char **src, size_t *len, char **file, char **argv0)
{
    *src = NULL;
    *file = NULL;
    *argv0 = NULL;
    const char *frozen;
    int r = import_find_main(name, file, &frozen);
    if (r < 0) {
        /* CPython's message for an error while finding the module */
        Object *exc = err_fetch();
        Object *msg = exc != NULL ? obj_str(exc) : NULL;
        io_flush_all();
        if (msg != NULL)
            fprintf(stderr, "fpy: Error while finding module specification for '%s' (%s: %s)\n", name,
                    TYPE_NAME(exc), str_cstr(msg));
        else
            fprintf(stderr, "fpy: Error while finding module specification for '%s'\n", name);
        XDECREF(msg);
        XDECREF(exc);
        err_clear();
        return 1;
    }
    size_t n = strlen(name);
    bool package_main = n >= 9 && strcmp(name + n - 9, ".__main__") == 0;
    if (r == IMPORT_NOT_FOUND && package_main && in->main_of_package) {
        fprintf(stderr, "fpy: No module named %s; '%.*s' is a package and cannot be directly executed\n", name,
                (int)(n - 9), name);
        return 1;
    }
    if (r == IMPORT_NOT_FOUND) {
        fprintf(stderr, "fpy: No module named %s\n", name);
        return 1;
    }
    if (r == IMPORT_FOUND_BUILTIN) {
        fprintf(stderr, "fpy: No code object available for %s\n", name);
        return 1;
    }
    if (r == IMPORT_FOUND_PACKAGE) {
        free(*file);
        *file = NULL;
        if (package_main) { /* pkg.__main__ is a package itself */
            fprintf(stderr, "fpy: No module named %s.__main__; '%s' is a package and cannot be directly executed\n",
                    name, name);
            return 1;
        }
        /* the package itself is imported first, then its __main__ runs */
        Object *pkg = str_from_cstr(name);
        Object *m = pkg != NULL ? import_name(pkg, NULL, NULL, NULL) : NULL;
        XDECREF(pkg);
        if (m == NULL) {
            Object *exc = err_fetch();
            int st = exc != NULL ? exc_handle_uncaught(exc) : 1;
            XDECREF(exc);
            return st;
        }
        DECREF(m);
        char *sub = malloc(n + 10);
        if (sub == NULL) return 1;
        snprintf(sub, n + 10, "%s.__main__", name);
        in->main_of_package = true;
        int st = find_main_module(in, sub, src, len, file, argv0);
        free(sub);
        return st;
    }
    const char *dot = strrchr(name, '.');
    free(main_package);
    main_package = strndup(name, dot != NULL ? (size_t)(dot - name) : 0);
    if (r == IMPORT_FOUND_FROZEN) {
        *src = strdup(frozen);
        *len = strlen(frozen);
        *argv0 = strdup("frozen"); /* CPython's origin of a frozen module */
        return -1;
    }
    FILE *fp = fopen(*file, "rb");
    *src = fp != NULL ? read_stream(fp, len) : NULL;
    if (fp != NULL) fclose(fp);
    if (*src == NULL) {
        fprintf(stderr, "fpy: can't open file '%s': [Errno %d] %s\n", *file, errno, strerror(errno));
        return 2;
    }
    *argv0 = strdup(*file);
    return -1;
}

/* sys.path = [the current directory] + sys.path (fpy -m; not with -P or -I). */
static int path_cwd_first(Interp *in)
{
    if (in->safe_path) return 0;
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd) == NULL) strcpy(cwd, ".");
    Object *d = module_dict(in->sys_mod);
    Object *old = dict_get_str(d, STR_ID("path"));
    Object *l = list_new(0);
    if (l == NULL || list_append_steal(l, str_from_cstr(cwd)) < 0 || (old != NULL && is_list(old) && list_extend(l, old) < 0) ||
        dict_set_cstr(d, "path", l) < 0) {
        XDECREF(l);
        return -1;
    }
    DECREF(l);
    return 0;
}

static int bad_usage(const char *fmt, const char *what)
{
    fprintf(stderr, fmt, what);
    fprintf(stderr, "usage: fpy [option] ... [-c cmd | -m mod | file | -] [arg] ...\n"
                    "Try `fpy -h' for more information.\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *code = NULL;   /* -c */
    const char *module = NULL; /* -m */
    const char *script = NULL;
    bool dis = false, dis_adaptive = false, stats = false, inspect = false, unbuffered = false;
    SysFlags flags = {0};
    const char *xoptions[64], *warnoptions[64]; /* -X opt, -W arg: kept for sys */
    int nxoptions = 0, nwarnoptions = 0;
    int argi = 1;
    bool done = false;
    for (; argi < argc && !done; argi++) {
        const char *a = argv[argi];
        if (strcmp(a, "--") == 0) {
            argi++;
            if (argi < argc) script = argv[argi];
            break;
        } else if (strcmp(a, "--dis") == 0) {
            dis = true;
        } else if (strcmp(a, "--dis-adaptive") == 0) {
            dis_adaptive = true;
        } else if (strcmp(a, "--stats") == 0) {
            stats = true;
        } else if (strcmp(a, "--version") == 0) {
            printf("fpy %s\n", FPY_VERSION);
            return 0;
        } else if (strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "-") == 0 || a[0] != '-') {
            script = a;
            break;
        } else if (a[1] == '-') {
            return bad_usage("unknown option %s\n", a);
        } else {
            /* short options, possibly combined (-iu, -uc CODE, -cCODE) */
            for (const char *o = a + 1; *o != '\0'; o++) {
                if (*o == 'c' || *o == 'm' || *o == 'X' || *o == 'W') {
                    const char *arg = o[1] != '\0' ? o + 1 : argi + 1 < argc ? argv[++argi] : NULL;
                    char opt[2] = {*o, '\0'};
                    if (arg == NULL) return bad_usage("Argument expected for the -%s option\n", opt);
                    if (*o == 'X' || *o == 'W') {
                        const char **list = *o == 'X' ? xoptions : warnoptions;
                        int *n = *o == 'X' ? &nxoptions : &nwarnoptions;
                        if (*n < 64) list[(*n)++] = arg;
                        break; /* the option's argument ends this word */
                    }
                    if (*o == 'c') code = arg;
                    else module = arg;
                    done = true; /* the rest are the program's arguments */
                    break;
                } else if (*o == 'i') {
                    inspect = true;
                    flags.inspect = true;
                } else if (*o == 'u') {
                    unbuffered = true;
                } else if (*o == 'E') {
                    flags.ignore_environment = true; /* fpy reads no PYTHON* variable anyway */
                } else if (*o == 's') {
                    flags.no_user_site = true; /* fpy has no user site directory */
                } else if (*o == 'S') {
                    flags.no_site = true; /* nor a site module */
                } else if (*o == 'B') {
                    /* fpy never writes bytecode files */
                } else if (*o == 'q') {
                    flags.quiet = true;
                } else if (*o == 'P') {
                    flags.safe_path = true;
                } else if (*o == 'I') {
                    flags.isolated = flags.ignore_environment = flags.no_user_site = flags.safe_path = true;
                } else if (*o == 'V') {
                    printf("fpy %s\n", FPY_VERSION);
                    return 0;
                } else if (*o == 'h' || *o == '?') {
                    usage(stdout);
                    return 0;
                } else {
                    char opt[3] = {'-', *o, '\0'};
                    return bad_usage("Unknown option: %s\n", opt);
                }
            }
            if (done) break;
        }
    }
    /* argv[argi] is now the script (or "-c"/"-m"'s argument's slot): sys.argv[1:] follow it */
    if (unbuffered) io_set_unbuffered();

    static Interp interp;
    if (thread_init_main(&interp) == NULL || runtime_init(&interp) < 0) {
        fprintf(stderr, "fpy: fatal error: cannot initialise the runtime\n");
        return 1;
    }
    interp.safe_path = flags.safe_path;
    if (sys_set_options(&flags, xoptions, nxoptions, warnoptions, nwarnoptions) < 0) return report_exception();

    char *src = NULL;
    size_t len = 0;
    const char *filename;
    char *abs = NULL, *mod_file = NULL, *mod_argv0 = NULL;
    const char *file = NULL; /* __main__.__file__ */
    int status;
    /* sys.argv: ['-c' | module file | '-' | '' | FILE, args after it...] */
    const char *first;
    int rest = argi + 1 < argc ? argc - argi - 1 : 0;
    if (code != NULL) first = "-c";
    else if (module != NULL) first = "-m"; /* replaced once the module is found, as CPython */
    else if (script == NULL) first = "";
    else first = argv[argi];
    char **pargv = malloc(sizeof(char *) * (size_t)(rest + 1));
    if (pargv == NULL) return 1;
    pargv[0] = (char *)first;
    for (int i = 0; i < rest; i++) pargv[1 + i] = argv[argi + 1 + i];
    if (sys_set_argv(rest + 1, pargv) < 0) return report_exception();

    bool interactive = false; /* no program: only the prompt */
    if (code != NULL) {
        filename = "<string>";
        src = strdup(code);
        len = strlen(code);
        if (import_init_path(NULL) < 0) return report_exception();
    } else if (module != NULL) {
        if (path_cwd_first(&interp) < 0) return report_exception();
        int st = find_main_module(&interp, module, &src, &len, &mod_file, &mod_argv0);
        if (st >= 0) {
            free(pargv);
            io_flush_all();
            return st;
        }
        if (src == NULL || mod_argv0 == NULL) return 1;
        pargv[0] = mod_argv0;
        if (sys_set_argv(rest + 1, pargv) < 0) return report_exception();
        file = mod_file;
        static char frozen_name[160];
        if (mod_file == NULL) snprintf(frozen_name, sizeof frozen_name, "<frozen %s>", module);
        filename = mod_file != NULL ? mod_file : frozen_name;
    } else if (script == NULL && (inspect || isatty(0))) {
        interactive = true;
        filename = "<stdin>";
        if (import_init_path(NULL) < 0) return report_exception();
    } else if (script == NULL || strcmp(script, "-") == 0) {
        filename = "<stdin>";
        src = read_stream(stdin, &len);
        if (src == NULL) {
            fprintf(stderr, "fpy: can't read <stdin>: [Errno %d] %s\n", errno, strerror(errno));
            return 2;
        }
        if (import_init_path(NULL) < 0) return report_exception();
    } else {
        abs = absolute_path(script);
        filename = abs != NULL ? abs : script;
        file = filename;
        FILE *fp = fopen(script, "rb");
        if (fp == NULL) {
            fprintf(stderr, "fpy: can't open file '%s': [Errno %d] %s\n", filename, errno, strerror(errno));
            return 2;
        }
        src = read_stream(fp, &len);
        int e = errno;
        fclose(fp);
        if (src == NULL) {
            fprintf(stderr, "fpy: can't open file '%s': [Errno %d] %s\n", filename, e, strerror(e));
            return 2;
        }
        if (import_init_path(script) < 0) return report_exception();
    }
    free(pargv);
    if (src == NULL && !interactive) return report_exception();

    if (interactive) {
        Object *d = main_module(&interp, NULL);
        if (d == NULL) return report_exception();
        if (!flags.quiet) fprintf(stderr, "fpy %s (a free-threaded Python 3.11 subset) on linux\n", FPY_VERSION);
        status = repl(d);
        DECREF(d);
    } else if (dis) {
        CodeObject *co = compile_source(src, len, filename);
        if (co == NULL) {
            status = report_exception();
        } else {
            io_flush_all();
            code_disassemble(co, stdout);
            fflush(stdout);
            DECREF((Object *)co);
            status = 0;
        }
    } else {
        Object *d;
        status = run_main(&interp, src, len, filename, file, dis_adaptive, &d, inspect);
        if (inspect) {
            if (d == NULL) d = main_module(&interp, file);
            status = d != NULL ? repl(d) : report_exception();
            XDECREF(d);
        }
    }
    free(src);
    free(abs);
    free(mod_file);
    free(mod_argv0);
    io_flush_all();
    fflush(stdout);
    if (stats) gc_print_stats(stderr); /* docs/collector.md, docs/biased-counting.md */
    fflush(stderr);
    if (died_of_keyboard_interrupt && status == 130) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = SIG_DFL;
        sigemptyset(&sa.sa_mask);
        sigset_t unblock;
        sigemptyset(&unblock);
        sigaddset(&unblock, SIGINT);
        if (sigaction(SIGINT, &sa, NULL) == 0 && pthread_sigmask(SIG_UNBLOCK, &unblock, NULL) == 0)
            kill(getpid(), SIGINT); /* does not return; else exit 130 */
    }
    return status;
}
