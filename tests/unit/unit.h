/* unit.h: what every Check unit test shares: starting the runtime once
 * and running a suite in one process (CK_NOFORK, so tests can share the
 * runtime and sanitizers see everything). */
#ifndef FPY_UNIT_H
#define FPY_UNIT_H

#include <check.h>
#include <stdlib.h>

#include "runtime/api.h"
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
