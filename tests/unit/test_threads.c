/* test_threads.c: thread states, the pool, ownership hand-off at thread
 * end, the merge queue with real threads, stop-the-world (gc/stw.c) with
 * other threads that are running Python code, blocked in a lock, and
 * sleeping, and (-Dgil=true) the GIL's hand-over. */
#include <check.h>

#include "unit.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "compiler/compiler.h"
#include "runtime/api.h"
#include "vm/eval.h"
#include "vm/thread.h"

static Interp interp;
static ThreadState *main_ts;
static Object *globals; /* shared module namespace for the Python jobs */

static void setup(void)
{
    if (main_ts == NULL) {
        main_ts = thread_init_main(&interp);
        ck_assert_ptr_nonnull(main_ts);
        ck_assert_int_eq(runtime_init(&interp), 0);
        ck_assert_int_eq(threadmodule_init(), 0); /* _thread */
        globals = dict_new();
        dict_set_cstr(globals, "__builtins__", interp.builtins_mod);
        dict_set_cstr(globals, "__name__", str_from_cstr("t"));
    }
}

static void run_py(const char *src) { unit_run_py(globals, src); }

static int64_t py_int(const char *expr)
{
    char src[256];
    snprintf(src, sizeof src, "_r = %s", expr);
    run_py(src);
    Object *v = dict_get_str(globals, str_intern_cstr("_r"));
    int64_t x = -1;
    int_as_i64(v, &x);
    return x;
}

/* Sleep detached (the main thread must not hold up other threads' stops). */
static void msleep(int ms)
{
    time_sleep_seconds(ms / 1000.0);
}

static void py_job(void *arg) { unit_run_py_job(globals, arg); }

static int others_parked(void)
{
    int n = 0;
    pthread_mutex_lock(&interp.lock);
    for (ThreadState *t = interp.threads; t; t = t->next)
        if (t != main_ts && atomic_load(&t->status) != TS_PARKED) n++;
    pthread_mutex_unlock(&interp.lock);
    return n == 0;
}

/* Wait (detached) until the Python expression is true, at most ~5 s. */
static void wait_until(const char *expr)
{
    for (int i = 0; i < 5000 && py_int(expr) == 0; i++) msleep(1);
    ck_assert_msg(py_int(expr) != 0, "timed out waiting for %s", expr);
}

START_TEST(stw_running_threads)
{
    run_py("c = [0, 0]\nstop = [False]\ndone = [0]\n"
           "def spin(i):\n"
           "    while not stop[0]:\n"
           "        c[i] += 1\n"
           "    done[0] += 0\n");
    static const char *j0 = "spin(0)\ndone.append(0)", *j1 = "spin(1)\ndone.append(1)";
    ck_assert_int_eq(thread_start(py_job, (void *)j0), 0);
    ck_assert_int_eq(thread_start(py_job, (void *)j1), 0);
    wait_until("c[0] > 1000 and c[1] > 1000");
    for (int round = 0; round < 20; round++) {
        stw_stop_the_world(main_ts);
        ck_assert(others_parked());
        int64_t a = py_int("c[0] + c[1]");
        usleep(2000); /* not detached: we own the world */
        ck_assert_int_eq(py_int("c[0] + c[1]"), a);
        stw_start_the_world(main_ts);
        wait_until("c[0] + c[1] > _r");
    }
    run_py("stop[0] = True");
    wait_until("len(done) == 3");
}
END_TEST

static Object *the_lock;
static _Atomic int lock_taken;

static void lock_job(void *arg)
{
    (void)arg;
    thread_lock_acquire(the_lock, -1); /* blocks, detached */
    atomic_store(&lock_taken, 1);      /* only once attached again */
    thread_lock_release(the_lock);
}

START_TEST(stw_blocked_in_lock)
{
    the_lock = obj_call(dict_get_str(module_dict(dict_get_str(interp.modules, str_intern_cstr("_thread"))),
                                     str_intern_cstr("allocate_lock")),
                        NULL, 0, NULL);
    ck_assert_ptr_nonnull(the_lock);
    ck_assert(thread_lock_acquire(the_lock, 0));
    ck_assert_int_eq(thread_start(lock_job, NULL), 0);
    msleep(20); /* the job is now waiting for the lock */
    stw_stop_the_world(main_ts);
    ck_assert(others_parked());
    thread_lock_release(the_lock); /* it wakes and takes it, but cannot attach */
    usleep(20000);
    ck_assert_int_eq(atomic_load(&lock_taken), 0);
    stw_start_the_world(main_ts);
    for (int i = 0; i < 5000 && !atomic_load(&lock_taken); i++) msleep(1);
    ck_assert_int_eq(atomic_load(&lock_taken), 1);
    ck_assert(thread_lock_acquire(the_lock, 5.0)); /* the job released it */
    thread_lock_release(the_lock);
}
END_TEST

static _Atomic int slept;

static void sleep_job(void *arg)
{
    (void)arg;
    time_sleep_seconds(0.03);
    atomic_store(&slept, 1);
}

START_TEST(stw_sleeping_thread)
{
    ck_assert_int_eq(thread_start(sleep_job, NULL), 0);
    msleep(5);
    stw_stop_the_world(main_ts);
    ck_assert(others_parked());
    usleep(80000); /* the sleep ends meanwhile; re-attaching must wait */
    ck_assert_int_eq(atomic_load(&slept), 0);
    stw_start_the_world(main_ts);
    for (int i = 0; i < 5000 && !atomic_load(&slept); i++) msleep(1);
    ck_assert_int_eq(atomic_load(&slept), 1);
}
END_TEST

static _Atomic int requests_done;

static void requester_job(void *arg)
{
    (void)arg;
    ThreadState *ts = ts_get();
    for (int i = 0; i < 200; i++) {
        stw_stop_the_world(ts);
        stw_start_the_world(ts);
    }
    atomic_fetch_add(&requests_done, 1);
}

START_TEST(stw_concurrent_requesters)
{
    run_py("stop2 = [False]\ncnt = [0]\n"
           "def spin2():\n"
           "    while not stop2[0]:\n"
           "        cnt[0] += 1\n");
    static const char *job = "spin2()";
    ck_assert_int_eq(thread_start(py_job, (void *)job), 0);
    ck_assert_int_eq(thread_start(requester_job, NULL), 0);
    ck_assert_int_eq(thread_start(requester_job, NULL), 0);
    for (int i = 0; i < 100; i++) {
        stw_stop_the_world(main_ts);
        stw_start_the_world(main_ts);
    }
    for (int i = 0; i < 10000 && atomic_load(&requests_done) < 2; i++) msleep(1);
    ck_assert_int_eq(atomic_load(&requests_done), 2);
    run_py("stop2[0] = True");
}
END_TEST

static Object *handed;
static ThreadState *job_ts;
static uint64_t job_serial;

static void make_job(void *arg)
{
    (void)arg;
    job_ts = ts_get();
    job_serial = job_ts->serial;
    Object *l = list_new(0);
    for (int i = 0; i < 100; i++) list_append_steal(l, int_from_i64((int64_t)1 << 62));
    INCREF(l);
    handed = l; /* main gets one reference; the job's own is still held */
    Object *tmp = dict_new();
    dict_set_cstr(tmp, "l", l);
    DECREF(l);
    /* tmp (and through it l) is still owned here when the job ends. */
    static Object *keep;
    keep = tmp;
    (void)keep;
}

static int count_states(void)
{
    int n = 0;
    pthread_mutex_lock(&interp.lock);
    for (ThreadState *t = interp.threads; t; t = t->next) n++;
    pthread_mutex_unlock(&interp.lock);
    return n;
}

START_TEST(ownership_handed_over_at_thread_end)
{
    handed = NULL;
    ck_assert_int_eq(thread_start(make_job, NULL), 0);
    for (int i = 0; i < 5000 && atomic_load(&interp.nrunning) > 0; i++) msleep(1);
    ck_assert_int_eq(atomic_load(&interp.nrunning), 0);
    ck_assert_ptr_nonnull(handed);
    /* Merged at the job's end: no owner, the shared count alone decides. */
    ck_assert_uint_eq(handed->ob_tid, 0);
    ck_assert_int_eq(atomic_load(&handed->ob_ref_shared) & BRC_MERGED, BRC_MERGED);
    ck_assert_int_eq(atomic_load(&handed->ob_ref_shared) >> BRC_SHIFT, 2); /* ours + tmp's */
    Object *item = list_get(handed, 0);
    ck_assert_uint_eq(item->ob_tid, 0);
    DECREF(item);
    DECREF(handed);
    /* The next job reuses a pooled OS thread (an existing state, a new serial). */
    ThreadState *first = job_ts;
    uint64_t first_serial = job_serial;
    /* Wait until it has parked in the pool (it does so just after the job
     * count drops): then the pool is not empty. */
    for (int i = 0; i < 5000; i++) {
        pthread_mutex_lock(&interp.pool_lock);
        bool parked = false;
        for (ThreadState *t = interp.pool_idle; t; t = t->pool_next) parked |= t == first;
        pthread_mutex_unlock(&interp.pool_lock);
        if (parked) break;
        msleep(1);
    }
    int before = count_states();
    ck_assert_int_eq(thread_start(make_job, NULL), 0);
    for (int i = 0; i < 5000 && atomic_load(&interp.nrunning) > 0; i++) msleep(1);
    ck_assert_int_eq(count_states(), before); /* no new OS thread: a pooled one ran it */
    ck_assert_uint_gt(job_serial, first_serial);
    DECREF(handed);
}
END_TEST

/* ---- the merge queue and ownership hand-off with real threads ---------- */

static _Atomic int counted_freed;
static void counted_dealloc(Object *o)
{
    atomic_fetch_add(&counted_freed, 1);
    obj_free(o);
}

static Type Counted_Type = {
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)},
    .name = "counted",
    .basicsize = sizeof(Object),
    .dealloc = counted_dealloc,
};

#define NOBJ 1000
static Object *objs[NOBJ];

static void decref_all_job(void *arg)
{
    (void)arg;
    for (int i = 0; i < NOBJ; i++) DECREF(objs[i]);
}

static void wait_jobs_done(void)
{
    for (int i = 0; i < 5000 && atomic_load(&interp.nrunning) > 0; i++) msleep(1);
    ck_assert_int_eq(atomic_load(&interp.nrunning), 0);
}

/* Objects made here, whose only reference another thread drops: each
 * non-owner decrement takes the shared count below zero and queues the
 * object for us; it is freed when we merge at a safepoint, exactly once. */
START_TEST(merge_queue_across_threads)
{
    atomic_store(&counted_freed, 0);
    for (int i = 0; i < NOBJ; i++) objs[i] = obj_alloc(&Counted_Type, sizeof(Object));
    ck_assert_int_eq(thread_start(decref_all_job, NULL), 0);
    wait_jobs_done(); /* msleep: no safepoint of ours meanwhile, so no merge */
#ifndef FPY_REFCOUNT_ATOMIC
    ck_assert_int_eq(atomic_load(&counted_freed), 0);
    pthread_mutex_lock(&main_ts->mq_lock);
    size_t queued = main_ts->mq_len;
    pthread_mutex_unlock(&main_ts->mq_lock);
    ck_assert_uint_eq(queued, NOBJ);
    ck_assert_uint_ne(atomic_load(&main_ts->eval_breaker) & EVAL_BREAKER_MERGE, 0);
    for (int i = 0; i < NOBJ; i++) ck_assert_int_eq(atomic_load(&objs[i]->ob_ref_shared) & BRC_QUEUED, BRC_QUEUED);
    ck_assert_int_eq(thread_handle_breaker(main_ts), 0); /* the safepoint merges */
    ck_assert_uint_eq(main_ts->mq_len, 0);
#endif
    /* (the atomic build has no owners: the other thread freed them) */
    ck_assert_int_eq(atomic_load(&counted_freed), NOBJ);
}
END_TEST

static _Atomic int go_on;

/* Makes objects, hands all of them over (main will drop them), waits until
 * main has dropped the first half, then ends. */
static void make_and_end_job(void *arg)
{
    (void)arg;
    for (int i = 0; i < NOBJ; i++) objs[i] = obj_alloc(&Counted_Type, sizeof(Object));
    atomic_store(&go_on, 1);
    while (atomic_load(&go_on) != 2) time_sleep_seconds(0.001);
}

/* brc_merge_all_owned at a thread's end: decrements queued for the ending
 * thread are merged (those objects are freed by the end of the job), and the
 * objects it still owns are given up, so our later decrements free them. */
START_TEST(ownership_handed_over_objects_freed_once)
{
    atomic_store(&counted_freed, 0);
    atomic_store(&go_on, 0);
    ck_assert_int_eq(thread_start(make_and_end_job, NULL), 0);
    for (int i = 0; i < 5000 && atomic_load(&go_on) != 1; i++) msleep(1);
    ck_assert_int_eq(atomic_load(&go_on), 1);
    for (int i = 0; i < NOBJ / 2; i++) DECREF(objs[i]); /* queued for the job (biased build) */
#ifndef FPY_REFCOUNT_ATOMIC
    ck_assert_int_eq(atomic_load(&counted_freed), 0); /* the owner has not merged yet */
#endif
    atomic_store(&go_on, 2);
    wait_jobs_done();
    ck_assert_int_eq(atomic_load(&counted_freed), NOBJ / 2);
    /* The rest are ours alone now; most are merged (ob_tid 0), any left in
     * another heap's block cache are merged by the idle pool thread when
     * our decrement queues them (gc/brc.c). */
    for (int i = NOBJ / 2; i < NOBJ; i++) DECREF(objs[i]);
    for (int i = 0; i < 2000 && atomic_load(&counted_freed) < NOBJ; i++) msleep(1);
    ck_assert_int_eq(atomic_load(&counted_freed), NOBJ);
    msleep(50);
    ck_assert_int_eq(atomic_load(&counted_freed), NOBJ); /* never twice */
}
END_TEST

#ifdef FPY_GIL
/* -Dgil=true: while we run (holding the GIL) no other thread is attached,
 * and two CPU-bound threads take turns on the switch interval. */
START_TEST(gil_one_attached_and_switching)
{
    run_py("g = [0, 0]\ngstop = [False]\ngdone = []\n"
           "def gspin(i):\n"
           "    while not gstop[0]:\n"
           "        g[i] += 1\n"
           "    gdone.append(i)\n");
    static const char *j0 = "gspin(0)", *j1 = "gspin(1)";
    ck_assert_int_eq(thread_start(py_job, (void *)j0), 0);
    ck_assert_int_eq(thread_start(py_job, (void *)j1), 0);
    wait_until("g[0] > 1000 and g[1] > 1000");
    for (int i = 0; i < 200; i++) {
        pthread_mutex_lock(&interp.lock);
        for (ThreadState *t = interp.threads; t; t = t->next)
            if (t != main_ts) ck_assert_int_ne(atomic_load(&t->status), TS_ATTACHED);
        pthread_mutex_unlock(&interp.lock);
        ck_assert_ptr_eq(interp.gil.holder, main_ts);
        py_int("g[0]"); /* runs bytecode: may yield the GIL at a safepoint */
    }
    /* Both spinners advance while we sleep (detached): they take turns
     * every ~5 ms, each turn a GIL switch (on a loaded machine, slower:
     * wait up to 5 s for a few turns). */
    int64_t a0 = py_int("g[0]"), a1 = py_int("g[1]");
    pthread_mutex_lock(&interp.gil.mutex);
    uint64_t sw = interp.gil.switch_number, sw2 = sw;
    pthread_mutex_unlock(&interp.gil.mutex);
    uint64_t ours = 0; /* our own takes (each msleep attaches once) */
    for (int i = 0; i < 100 && sw2 - sw - ours < 10; i++) {
        msleep(50);
        ours++;
        pthread_mutex_lock(&interp.gil.mutex);
        sw2 = interp.gil.switch_number;
        pthread_mutex_unlock(&interp.gil.mutex);
    }
    ck_assert_uint_ge(sw2 - sw - ours, 10);
    ck_assert_int_gt(py_int("g[0]"), a0);
    ck_assert_int_gt(py_int("g[1]"), a1);
    run_py("gstop[0] = True");
    wait_until("len(gdone) == 2");
    wait_jobs_done();
}
END_TEST
#endif

int main(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, stw_running_threads);
    tcase_add_test(tc, stw_blocked_in_lock);
    tcase_add_test(tc, stw_sleeping_thread);
    tcase_add_test(tc, stw_concurrent_requesters);
    tcase_add_test(tc, ownership_handed_over_at_thread_end);
    tcase_add_test(tc, merge_queue_across_threads);
    tcase_add_test(tc, ownership_handed_over_objects_freed_once);
#ifdef FPY_GIL
    tcase_add_test(tc, gil_one_attached_and_switching);
#endif
    suite_add_tcase(s, tc);
    return unit_run(s);
}
