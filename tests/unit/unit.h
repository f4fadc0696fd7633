/* unit.h: what every Check unit test shares: starting the runtime once
 * and running a suite in one process (CK_NOFORK, so tests can share the
 * runtime and sanitizers see everything). */
#ifndef FPY_UNIT_H
#define FPY_UNIT_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/compiler.h"
#include "modules/modules.h"
#include "runtime/api.h"
#include "vm/eval.h"
#include "vm/thread.h"

/* The main thread's state and the runtime, started on first use. */
static inline Interp *unit_runtime(void)
{
    static Interp interp;
    static bool ready;
    if (!ready) {
        ck_assert_ptr_nonnull(thread_init_main(&interp));
        ck_assert_int_eq(runtime_init(&interp), 0);
        ready = true;
    }
    return &interp;
}

/* Run Python source src with globals as its globals; the test fails (with
 * the traceback printed) if it raises. */
static inline void unit_run_py(Object *globals, const char *src)
{
    CodeObject *co = compile_source(src, strlen(src), "<test>");
    ck_assert_ptr_nonnull(co);
    Object *r = eval_code(co, globals, globals);
    if (r == NULL) {
        Object *e = err_fetch();
        if (e) exc_print(e);
        ck_abort_msg("python code failed: %s", src);
    }
    DECREF(r);
    DECREF((Object *)co);
}

/* Run Python source src from a thread other than the test's own (a job
 * given to thread_start).  Check's macros report through one channel that
 * belongs to the running test, and even a passing ck_assert writes to it, so
 * a job thread must not use them: a job that raises prints its traceback
 * and aborts the whole run instead. */
static inline void unit_run_py_job(Object *globals, const char *src)
{
    CodeObject *co = compile_source(src, strlen(src), "<job>");
    Object *r = co ? eval_code(co, globals, globals) : NULL;
    if (r == NULL) {
        Object *e = err_fetch();
        if (e) exc_print(e);
        fprintf(stderr, "python code failed in a job thread: %s\n", src);
        abort();
    }
    DECREF(r);
    DECREF((Object *)co);
}

/* Run every test of s; the process's exit status. */
static inline int unit_run(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif
