/* main.c: the fpy command line.
 *
 *   fpy FILE [ARGS]      run a script (sys.argv = [FILE, ARGS...])
 *   fpy -c CODE [ARGS]   run CODE (sys.argv = ['-c', ARGS...], file "<string>")
 *   fpy - [ARGS] / fpy   run the program read from standard input
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
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
            "usage: fpy [option] ... [-c cmd | file | -] [arg] ...\n"
            "Options:\n"
            "-c cmd    : program passed in as string (terminates option list)\n"
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

/* Hand the pending exception to exc_handle_uncaught (SystemExit's code,
 * or the traceback and 1).  The exit status. */
static int report_exception(void)
{
    Object *exc = err_fetch();
    io_flush_all();
    if (exc == NULL) return 1;
    int status = exc_handle_uncaught(exc);
    DECREF(exc);
    io_flush_all();
    return status;
}

/* Run src as module __main__.  The exit status. */
static int run_main(Interp *in, const char *src, size_t len, const char *filename, bool has_file, bool dis_adaptive)
{
    CodeObject *co = compile_source(src, len, filename);
    if (co == NULL) return report_exception();
    Object *m = module_new("__main__");
    if (m == NULL) {
        DECREF((Object *)co);
        return report_exception();
    }
    Object *d = module_dict(m);
    Object *name = str_from_cstr("__main__");
    Object *file = has_file ? str_from_cstr(filename) : NULL;
    if (name == NULL || dict_set_cstr(d, "__name__", name) < 0 ||
        dict_set_cstr(d, "__builtins__", in->builtins_mod) < 0 ||
        (has_file && (file == NULL || dict_set_cstr(d, "__file__", file) < 0)) ||
        dict_set_cstr(in->modules, "__main__", m) < 0) {
        XDECREF(name);
        XDECREF(file);
        DECREF(m);
        DECREF((Object *)co);
        return report_exception();
    }
    DECREF(name);
    XDECREF(file);
    Object *r = eval_code(co, d, d);
    int status = 0;
    if (r == NULL) status = report_exception();
    else DECREF(r);
    /* as CPython's finalisation: after the main module's traceback, wait
     * for the non-daemon threads (threading._shutdown), then stop the rest */
    thread_at_exit();
    io_flush_all();
    if (dis_adaptive) {
        /* the program's bytecode with what the main thread's caches hold */
        fflush(stdout);
        if (!eval_specializes()) fputs("(built with -Dspecialize=false: no inline caches to show)\n", stderr);
        code_disassemble_noted(co, stderr, eval_cache_note);
    }
    DECREF((Object *)co);
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

int main(int argc, char **argv)
{
    const char *code = NULL; /* -c */
    const char *script = NULL;
    bool dis = false, dis_adaptive = false, stats = false;
    int argi = 1;
    for (; argi < argc; argi++) {
        const char *a = argv[argi];
        if (strcmp(a, "-c") == 0) {
            if (argi + 1 >= argc) {
                fprintf(stderr, "Argument expected for the -c option\n");
                usage(stderr);
                return 2;
            }
            code = argv[argi + 1];
            argi++; /* sys.argv[0] = '-c' */
            break;
        } else if (strcmp(a, "--dis") == 0) {
            dis = true;
        } else if (strcmp(a, "--dis-adaptive") == 0) {
            dis_adaptive = true;
        } else if (strcmp(a, "--stats") == 0) {
            stats = true;
        } else if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) {
            printf("fpy %s\n", FPY_VERSION);
            return 0;
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0 || strcmp(a, "-?") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "-") == 0 || a[0] != '-') {
            script = a;
            break;
        } else {
            fprintf(stderr, "Unknown option: %s\n", a);
            usage(stderr);
            return 2;
        }
    }

    static Interp interp;
    if (thread_init_main(&interp) == NULL || runtime_init(&interp) < 0) {
        fprintf(stderr, "fpy: fatal error: cannot initialise the runtime\n");
        return 1;
    }

    char *src = NULL;
    size_t len = 0;
    const char *filename;
    char *abs = NULL;
    int status;
    /* sys.argv: ['-c' | '-' | '' | FILE, args after it...] */
    char *first;
    int rest = argi + 1 < argc ? argc - argi - 1 : 0;
    if (code != NULL) first = "-c";
    else if (script == NULL) first = "";
    else first = argv[argi];
    char **pargv = malloc(sizeof(char *) * (size_t)(rest + 1));
    if (pargv == NULL) return 1;
    pargv[0] = first;
    for (int i = 0; i < rest; i++) pargv[1 + i] = argv[argi + 1 + i];
    if (sys_set_argv(rest + 1, pargv) < 0) return report_exception();
    free(pargv);

    if (code != NULL) {
        filename = "<string>";
        src = strdup(code);
        len = strlen(code);
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
    if (src == NULL) return report_exception();

    if (dis) {
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
        status = run_main(&interp, src, len, filename, code == NULL && script != NULL && strcmp(script, "-") != 0,
                          dis_adaptive);
    }
    free(src);
    free(abs);
    io_flush_all();
    fflush(stdout);
    if (stats) gc_print_stats(stderr); /* docs/collector.md, docs/biased-counting.md */
    fflush(stderr);
    return status;
}
