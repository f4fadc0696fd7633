/* test_qsbr.c: quiescent-state-based reclamation (gc/qsbr.c).
 *   - alone, a retired block or reference is released at the next poll;
 *   - while another thread is ATTACHED and has not reported since the
 *     retire, nothing is released, however often the main thread polls;
 *     the poller asks it (the QSBR eval-breaker bit) and, once it reports,
 *     the next poll releases;
 *   - a DETACHED thread does not hold anything up;
 *   - a delayed DECREF really happens (the count drops by one).
 * The two-thread test needs the job and main attached at once, off any
 * safepoint, which a -Dgil=true build forbids by design: it is left out
 * there. */
#include <check.h>
#include <pthread.h>
#include <unistd.h>

#include "unit.h"

static ThreadState *main_ts;

static void setup(void) { main_ts = ts_get() ? ts_get() : (unit_runtime(), ts_get()); }

static int64_t count_of(Object *o)
{
    return (int64_t)o->ob_ref_local + (atomic_load(&o->ob_ref_shared) >> BRC_SHIFT);
}

START_TEST(alone_released_at_poll)
{
    setup();
    uint64_t f0 = qsbr_freed_total();
    qsbr_free_later(malloc(64));
    Object *l = list_new(0);
    INCREF(l);
    ck_assert_int_eq(count_of(l), 2);
    qsbr_decref_later(l);
    ck_assert_int_eq(count_of(l), 2); /* not yet */
    qsbr_poll();
    ck_assert_int_eq(count_of(l), 1);
    ck_assert_uint_ge(qsbr_freed_total(), f0 + 2);
    ck_assert_uint_eq(qsbr_pending(), 0);
    DECREF(l);
}
END_TEST

#ifndef FPY_GIL
static _Atomic int phase;       /* main -> job: 1 report now, 2 detach, 3 end */
static _Atomic int job_state;   /* job -> main: 1 attached and running, 2 reported, 3 detached */
static _Atomic int saw_bit;

/* Attached, at no safepoint: it reads nothing, it reports only when told,
 * as a thread inside a long lock-free read would. */
static void reader_job(void *arg)
{
    (void)arg;
    ThreadState *ts = ts_get();
    atomic_store(&job_state, 1);
    while (atomic_load(&phase) < 1) usleep(100);
    /* the poller must have asked us to report */
    atomic_store(&saw_bit, (atomic_load(&ts->eval_breaker) & EVAL_BREAKER_QSBR) != 0);
    qsbr_quiescent(ts);
    atomic_store(&job_state, 2);
    while (atomic_load(&phase) < 2) usleep(100);
    thread_detach(ts);
    atomic_store(&job_state, 3);
    while (atomic_load(&phase) < 3) usleep(100);
    thread_attach(ts);
    atomic_fetch_and(&ts->eval_breaker, ~EVAL_BREAKER_QSBR);
}

static void wait_state(int s)
{
    for (int i = 0; i < 20000 && atomic_load(&job_state) < s; i++) usleep(100);
    ck_assert_int_ge(atomic_load(&job_state), s);
}

START_TEST(attached_thread_holds_until_it_reports)
{
    setup();
    atomic_store(&phase, 0);
    atomic_store(&job_state, 0);
    ck_assert_int_eq(thread_start(reader_job, NULL), 0);
    wait_state(1);
    ck_assert(qsbr_may_share());
    Object *l = list_new(0);
    INCREF(l);
    qsbr_decref_later(l);
    qsbr_free_later(malloc(128));
    for (int i = 0; i < 5; i++) {
        qsbr_poll();
        ck_assert_uint_eq(qsbr_pending(), 2); /* the reader may still hold them */
        ck_assert_int_eq(count_of(l), 2);
    }
    atomic_store(&phase, 1); /* report now */
    wait_state(2);
    ck_assert(atomic_load(&saw_bit));
    qsbr_poll();
    ck_assert_uint_eq(qsbr_pending(), 0);
    ck_assert_int_eq(count_of(l), 1);

    /* a detached thread holds nothing up, even without reporting */
    atomic_store(&phase, 2);
    wait_state(3);
    qsbr_free_later(malloc(32));
    qsbr_poll();
    ck_assert_uint_eq(qsbr_pending(), 0);
    atomic_store(&phase, 3);
    for (int i = 0; i < 20000 && qsbr_may_share(); i++) usleep(100);
    DECREF(l);
}
END_TEST
#endif

int main(void)
{
    Suite *s = suite_create("qsbr");
    TCase *tc = tcase_create("reclamation");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, alone_released_at_poll);
#ifndef FPY_GIL
    tcase_add_test(tc, attached_thread_holds_until_it_reports);
#endif
    suite_add_tcase(s, tc);
    return unit_run(s);
}
