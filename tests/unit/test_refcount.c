/* test_refcount.c: the reference-counting paths of gc/brc.c and
 * gc/refcount.h: owner, non-owner, merge, queue, immortal, deferred.
 * A second thread is simulated by changing brc_tid (the current thread's
 * id) to a fake id registered as a second ThreadState, so every path can
 * be driven deterministically from one OS thread. */
#include <check.h>

#include "unit.h"
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "vm/thread.h"

static int freed;
static void counting_dealloc(Object *o) { freed++; obj_free(o); }

static Type Test_Type = {
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)},
    .name = "test",
    .basicsize = sizeof(Object),
    .dealloc = counting_dealloc,
};

static Interp interp;
static ThreadState *main_ts;
static ThreadState other; /* the fake second thread */
static uintptr_t main_tid, other_tid = 0x1000;

static void setup(void)
{
    if (main_ts == NULL) {
        main_ts = thread_init_main(&interp);
        main_tid = brc_tid;
        memset(&other, 0, sizeof other);
        other.tid = other_tid;
        other.interp = &interp;
        pthread_mutex_init(&other.mq_lock, NULL);
        main_ts->next = &other;
    }
    brc_tid = main_tid;
    freed = 0;
}

static void as_other(void) { brc_tid = other_tid; }
static void as_main(void) { brc_tid = main_tid; }
static intptr_t shared_count(Object *o) { return atomic_load(&o->ob_ref_shared) >> BRC_SHIFT; }
static intptr_t shared_flags(Object *o) { return atomic_load(&o->ob_ref_shared) & 3; }
/* The object's true count: both halves (in the atomic build, only shared). */
static intptr_t total_count(Object *o) { return (intptr_t)o->ob_ref_local + shared_count(o); }

#ifndef FPY_REFCOUNT_ATOMIC
/* The biased paths: not compiled in the -Drefcount=atomic build. */
START_TEST(owner_counts_locally)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    ck_assert_ptr_nonnull(o);
    ck_assert_uint_eq(o->ob_tid, main_tid);
    ck_assert_uint_eq(o->ob_ref_local, 1);
    INCREF(o);
    INCREF(o);
    ck_assert_uint_eq(o->ob_ref_local, 3);
    ck_assert_int_eq(shared_count(o), 0);
    DECREF(o);
    DECREF(o);
    ck_assert_int_eq(freed, 0);
    DECREF(o);
    ck_assert_int_eq(freed, 1);
}
END_TEST

START_TEST(non_owner_counts_shared)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    as_other();
    INCREF(o);
    INCREF(o);
    ck_assert_uint_eq(o->ob_ref_local, 1);
    ck_assert_int_eq(shared_count(o), 2);
    DECREF(o);
    ck_assert_int_eq(shared_count(o), 1);
    DECREF(o);
    ck_assert_int_eq(shared_count(o), 0);
    ck_assert_int_eq(freed, 0);
    as_main();
    DECREF(o); /* local 0 and shared 0: freed at once */
    ck_assert_int_eq(freed, 1);
}
END_TEST

START_TEST(owner_lets_go_first_merges)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    as_other();
    INCREF(o); /* the other thread keeps a reference */
    as_main();
    DECREF(o); /* owner's local count reaches 0 but the object lives on */
    ck_assert_int_eq(freed, 0);
    ck_assert_uint_eq(o->ob_tid, 0);
    ck_assert_int_eq(shared_flags(o), BRC_MERGED);
    ck_assert_int_eq(shared_count(o), 1);
    as_other();
    DECREF(o); /* the last reference, on the merged shared count */
    ck_assert_int_eq(freed, 1);
}
END_TEST

START_TEST(non_owner_underflow_queues)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    INCREF(o); /* local 2: one of them is handed to the other thread */
    as_other();
    DECREF(o); /* shared would go below 0: queued for the owner */
    ck_assert_int_eq(freed, 0);
    ck_assert_int_eq(shared_flags(o), BRC_QUEUED);
    ck_assert_uint_eq(main_ts->mq_len, 1);
    ck_assert_uint_ne(atomic_load(&main_ts->eval_breaker) & EVAL_BREAKER_MERGE, 0);
    as_main();
    thread_handle_breaker(main_ts); /* merge: 2 + 0 - 1 = 1 left, owned by nobody */
    ck_assert_int_eq(freed, 0);
    ck_assert_uint_eq(main_ts->mq_len, 0);
    ck_assert_uint_eq(o->ob_tid, 0);
    ck_assert_int_eq(shared_count(o), 1);
    DECREF(o); /* the old owner now counts atomically too */
    ck_assert_int_eq(freed, 1);
}
END_TEST

START_TEST(queued_last_reference_freed_by_merge)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    as_other();
    DECREF(o); /* the owner's only reference was moved to the other thread */
    ck_assert_int_eq(freed, 0);
    as_main();
    brc_process_queue(main_ts);
    ck_assert_int_eq(freed, 1);
}
END_TEST

#else
/* -Drefcount=atomic: no owner; every count is atomic on the shared word. */
START_TEST(atomic_counts_shared_only)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    ck_assert_uint_eq(o->ob_tid, 0);
    ck_assert_int_eq(shared_flags(o), BRC_MERGED);
    INCREF(o);
    as_other();
    INCREF(o);
    DECREF(o);
    as_main();
    ck_assert_uint_eq(o->ob_ref_local, 0);
    ck_assert_int_eq(shared_count(o), 2);
    DECREF(o);
    ck_assert_int_eq(freed, 0);
    DECREF(o);
    ck_assert_int_eq(freed, 1);
}
END_TEST
#endif

START_TEST(immortal_never_counted)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    obj_make_immortal(o);
    uint32_t before = o->ob_ref_local;
    intptr_t shared_before = atomic_load(&o->ob_ref_shared);
    for (int i = 0; i < 10; i++) DECREF(o);
    as_other();
    INCREF(o);
    DECREF(o);
    as_main();
    ck_assert_uint_eq(o->ob_ref_local, before);
    ck_assert_int_eq(atomic_load(&o->ob_ref_shared), shared_before); /* nothing written */
    ck_assert_int_eq(freed, 0);
    /* None, True, small ints: the same */
    DECREF(None);
    DECREF(small_new(42));
    ck_assert(obj_is_immortal(small_new(-7)));
}
END_TEST

START_TEST(deferred_not_counted_on_stack)
{
    Object *o = obj_alloc(&Test_Type, sizeof(Object));
    obj_set_deferred(o);
    ck_assert_int_eq(total_count(o), 2); /* creation + the collector's reference */
    STACK_INCREF(o);
    STACK_INCREF(o);
    ck_assert_int_eq(total_count(o), 2);
    STACK_DECREF(o);
    STACK_DECREF(o);
    DECREF(o); /* the creator lets go: only the collector's reference is left */
    ck_assert_int_eq(total_count(o), 1);
    ck_assert_int_eq(freed, 0);
    INCREF(o); /* a container's reference counts normally */
    ck_assert_int_eq(total_count(o), 2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("refcount");
    TCase *tc = tcase_create("brc");
    tcase_add_checked_fixture(tc, setup, NULL);
#ifndef FPY_REFCOUNT_ATOMIC
    tcase_add_test(tc, owner_counts_locally);
    tcase_add_test(tc, non_owner_counts_shared);
    tcase_add_test(tc, owner_lets_go_first_merges);
    tcase_add_test(tc, non_owner_underflow_queues);
    tcase_add_test(tc, queued_last_reference_freed_by_merge);
#else
    tcase_add_test(tc, atomic_counts_shared_only);
#endif
    tcase_add_test(tc, immortal_never_counted);
    tcase_add_test(tc, deferred_not_counted_on_stack);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
