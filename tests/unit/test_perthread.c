/* test_perthread.c: per-thread reference counts (gc/perthread.c).
 *   - an object another thread asks for becomes counted per thread at that
 *     thread's next safepoint, its header holding the count it had plus
 *     the collector's reference;
 *   - every thread (the old owner too) then counts in its own array, and
 *     the header does not move; a thread's entry may go negative;
 *   - a collection adds the arrays into the header and zeroes them; the
 *     object survives while referenced;
 *   - once nothing refers to it, a collection frees it and its index is
 *     handed out again, starting at zero in every array;
 *   - a decrement queued for the old owner before the change is applied to
 *     the header, where its reference was counted;
 *   - an untracked object (a str) is released by a collection once only
 *     the collector's reference is left;
 *   - a deferred object (a function) takes no extra reference: it keeps
 *     its one collector's reference. */
#include <check.h>

#include "unit.h"
#include <unistd.h>

#ifndef FPY_REFCOUNT_ATOMIC
/* With -Drefcount=atomic no object has an owner and nothing is counted per
 * thread: the tests and their helpers are compiled out. */
static Interp *interp;

static void setup(void)
{
    if (interp != NULL) return;
    interp = unit_runtime();
    gc_set_enabled(false); /* only the collections the tests ask for */
}

static intptr_t header(Object *o) { return atomic_load(&o->ob_ref_shared) >> BRC_SHIFT; }
static uintptr_t tid_of(Object *o) { return atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_acquire); }

static void wait_flag(_Atomic(int) *flag)
{
    ThreadState *ts = ts_get();
    thread_detach(ts); /* the other thread stops the world meanwhile */
    for (int i = 0; i < 5000 && !atomic_load(flag); i++) usleep(1000);
    thread_attach(ts);
    ck_assert_int_eq(atomic_load(flag), 1);
}

/* The job: as LOAD_GLOBAL in a thread that does not own o would, ask;
 * reach a safepoint; then take `take` references and drop `drop`. */
typedef struct {
    Object *o;
    int take, drop;
    intptr_t entry; /* this thread's array entry for o afterwards */
    _Atomic(int) done;
} Job;

/* Safepoints until o is counted per thread (a stop soon after another
 * is put off: gc/perthread.c). */
static void promote_now(Object *o)
{
    for (int i = 0; i < 10000 && tid_of(o) != BRC_TID_PERTHREAD; i++) {
        pt_promote_pending(ts_get());
        usleep(100);
    }
}

static void reader_job(void *arg)
{
    Job *j = arg;
    if (!brc_is_owner(j->o) && !(j->o->ob_gc_bits & GCB_PERTHREAD)) pt_request(j->o);
    promote_now(j->o);
    for (int i = 0; i < j->take; i++) INCREF(j->o);
    for (int i = 0; i < j->drop; i++) DECREF(j->o);
    uint32_t idx = j->o->ob_ref_local;
    j->entry = idx < pt_cap ? pt_refs[idx] : 0;
    atomic_store(&j->done, 1);
}

static void run_reader(Job *j)
{
    atomic_store(&j->done, 0);
    ck_assert_int_eq(thread_start(reader_job, j), 0);
    wait_flag(&j->done);
}

START_TEST(test_promote_count_fold_free)
{
    setup();
    gc_collect();
    size_t live0 = pt_live();
    Object *d = dict_new(); /* owned here, one local reference */
    ck_assert_uint_eq(d->ob_ref_local, 1);
    INCREF(d);              /* two */

    Job j = {.o = d, .take = 3, .drop = 1};
    run_reader(&j);
    ck_assert(tid_of(d) == BRC_TID_PERTHREAD);
    ck_assert(d->ob_gc_bits & GCB_PERTHREAD);
    ck_assert_uint_eq(pt_live(), live0 + 1);
    /* the header: our two + the collector's; the reader's +2 in its array */
    ck_assert_int_eq(header(d), 3);
    ck_assert_int_eq(j.entry, 2);

    /* the old owner is a non-owner now: counts go to its own array */
    uint32_t idx = d->ob_ref_local;
    DECREF(d);
    DECREF(d);
    DECREF(d); /* one of the reader's */
    ck_assert_int_eq(header(d), 3);
    ck_assert(idx < pt_cap);
    ck_assert_int_eq(pt_refs[idx], -3);

    /* still referenced (one reference left): a collection folds the
     * arrays into the header and keeps the object */
    ck_assert_int_eq(gc_collect(), 0);
    ck_assert(gc_heap_has_live(d));
    ck_assert_int_eq(pt_refs[idx], 0);
    ck_assert_int_eq(header(d), 2); /* the last reference + the collector's */
    ck_assert(tid_of(d) == BRC_TID_PERTHREAD);

    /* the last reference goes: the next collection frees it */
    DECREF(d);
    ck_assert(gc_heap_has_live(d));
    gc_collect();
    ck_assert(!gc_heap_has_live(d));
    ck_assert_uint_eq(pt_live(), live0);

    /* the index is handed out again, with every array at zero there */
    Object *e = list_new(0);
    Job k = {.o = e, .take = 1, .drop = 0};
    run_reader(&k);
    ck_assert(tid_of(e) == BRC_TID_PERTHREAD);
    ck_assert_uint_eq(e->ob_ref_local, idx);
    ck_assert_int_eq(k.entry, 1);
    ck_assert_int_eq(pt_refs[idx], 0);
    DECREF(e);
    DECREF(e);
    gc_collect();
    ck_assert(!gc_heap_has_live(e));
}
END_TEST

/* A decrement queued for the owner (the reader dropped a reference it
 * held in the shared count while that count was zero) is still waiting
 * when the object changes: it is applied to the header. */
static void queue_job(void *arg)
{
    Job *j = arg;
    INCREF(j->o);
    DECREF(j->o); /* shared count back to zero */
    DECREF(j->o); /* the owner's reference, dropped by a non-owner: queued */
    pt_request(j->o);
    promote_now(j->o);
    atomic_store(&j->done, 1);
}

START_TEST(test_queued_decrement_after_promotion)
{
    setup();
    gc_collect();
    Object *l = list_new(0);
    INCREF(l);
    INCREF(l); /* three local references; the job drops one of them */
    Job j = {.o = l};
    atomic_store(&j.done, 0);
    ck_assert_int_eq(thread_start(queue_job, &j), 0);
    wait_flag(&j.done);
    /* if the queue was not processed yet, promotion moved local 3 into
     * the header (+ the collector's) and the queued decrement is pending */
    ck_assert(tid_of(l) == BRC_TID_PERTHREAD);
    brc_process_queue(ts_get()); /* our safepoint: apply what is queued */
    ck_assert_int_eq(header(l), 3); /* two left + the collector's */
    DECREF(l);
    DECREF(l);
    gc_collect();
    ck_assert(!gc_heap_has_live(l));
}
END_TEST
START_TEST(test_untracked_released)
{
    setup();
    gc_collect();
    size_t live0 = pt_live();
    Object *s = str_from_cstr("a shared string, not interned");
    ck_assert(!(s->ob_gc_bits & GCB_TRACKED) && !obj_is_immortal(s));
    Job j = {.o = s, .take = 2, .drop = 1};
    run_reader(&j);
    ck_assert(tid_of(s) == BRC_TID_PERTHREAD);
    ck_assert_int_eq(header(s), 2); /* ours + the collector's; the reader's +1 in its array */
    gc_collect();
    ck_assert_int_eq(header(s), 3); /* folded */
    DECREF(s);
    DECREF(s); /* every reference gone but the collector's */
    gc_collect();
    ck_assert_uint_eq(pt_live(), live0);
}
END_TEST

START_TEST(test_deferred_keeps_one_collector_reference)
{
    setup();
    gc_collect();
    Object *l = list_new(0);
    obj_set_deferred(l); /* as function_new does for a module-level function */
    intptr_t before = l->ob_ref_local; /* 1 + the collector's */
    Job j = {.o = l, .take = 1, .drop = 1};
    run_reader(&j);
    ck_assert(tid_of(l) == BRC_TID_PERTHREAD);
    ck_assert_int_eq(header(l), before); /* no second collector's reference */
    DECREF(l);
    gc_collect(); /* unreachable, on no stack: freed */
    ck_assert(!gc_heap_has_live(l));
}
END_TEST
#endif

int main(void)
{
    Suite *s = suite_create("perthread");
    TCase *tc = tcase_create("perthread");
    tcase_set_timeout(tc, 60);
#ifndef FPY_REFCOUNT_ATOMIC
    tcase_add_test(tc, test_promote_count_fold_free);
    tcase_add_test(tc, test_queued_decrement_after_promotion);
    tcase_add_test(tc, test_untracked_released);
    tcase_add_test(tc, test_deferred_keeps_one_collector_reference);
#endif
    suite_add_tcase(s, tc);
    return unit_run(s);
}
