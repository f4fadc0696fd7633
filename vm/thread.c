/* thread.c: thread states and the thread pool.
 *
 * Each fpy thread is a real pthread with a ThreadState (vm/thread.h): its
 * id, its two mimalloc heaps, its frame stack, its merge queue, its eval
 * breaker and its status (attached / detached / parked: gc/stw.c).  The
 * running thread's state is reached through the one thread-local pointer
 * ts_current; nothing else is global (docs/threads.md).
 *
 * Thread ids: the owner id stored in object headers is the address of the
 * thread's brc_tid thread-local variable, which is unique among live
 * threads and never 0 (0 means "no owner" in ob_tid).
 *
 * The pool.  mimalloc (2.0.9, Debian 12) deletes a thread's heaps when the
 * OS thread exits and abandons their pages: the objects still in them
 * (live ones that other threads hold) would become invisible to the
 * collector's heap walks (docs/collector.md).  So an OS thread that ran
 * Python code never exits while the process runs.  When a Python thread's
 * job ends, its OS thread
 *   1. merges every object it still owns (gc/brc.c brc_merge_all_owned):
 *      from then on no object names this thread as its owner, so no other
 *      thread needs it to be running to free anything;
 *   2. hands what it retired through QSBR and still has waiting to the
 *      other threads (gc/qsbr.c qsbr_thread_end): parked, it never polls;
 *   3. detaches and parks in interp->pool_idle until thread_start hands it
 *      the next job, keeping its heaps, frame stack and thread state (which
 *      therefore stay in interp->threads for ever).
 * A Python thread is numbered by ts->serial (unique in the process); the
 * OS-level ident (pthread_self) and the owner id are reused by the next
 * job on the same OS thread, as CPython reuses idents.
 *
 * Invariants:
 *   - a ThreadState is created, and its heaps made, by its own OS thread;
 *   - interp->threads only grows; it is walked under interp->lock;
 *   - a new job starts DETACHED and attaches (waiting out any stop);
 *   - a job's end leaves no object owned by this thread except ones whose
 *     queued decrement is still on the way (they are handled when the
 *     queue is processed: brc_process_queue on merged objects).
 *
 * What fpy simplifies: the pool never shrinks (its threads cost a stack
 * and two heaps each); a parked pool thread wakes every 200 ms to merge
 * objects queued for it meanwhile (rare: see brc_merge_all_owned).
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "runtime/api.h"
#include "vm/frame.h"
#include "modules/modules.h"
#include "vm/thread.h"

_Thread_local ThreadState *ts_current;

static int thread_state_init(ThreadState *ts, Interp *interp)
{
    memset(ts, 0, sizeof *ts);
    brc_tid = (uintptr_t)&brc_tid;
    ts->tid = brc_tid;
    STATS_THREAD_START(); /* -Dstats=true: list this thread's counters (gc/stats.c) */
    ts->interp = interp;
    /* Heaps must be created by the thread that uses them (mimalloc rule). */
    ts->heap = mi_heap_new();
    ts->gc_heap = mi_heap_new();
    if (ts->heap == NULL || ts->gc_heap == NULL) return -1;
    pthread_mutex_init(&ts->mq_lock, NULL);
    pthread_cond_init(&ts->job_cv, NULL);
    ts->pthread = pthread_self();
    ts->ident = (uintptr_t)pthread_self();
    atomic_init(&ts->status, TS_DETACHED);
    ts_current = ts;
    qsbr_register(ts); /* before it first attaches: pollers see every attached thread */
    return 0;
}

/* ---- signals -> handlers on the main thread ------------------------------
 * One mechanism for every caught signal, SIGINT included.  The C handler
 * (thread_on_signal) only does what is async-signal-safe: it sets the
 * signal's pending flag and the "some signal pending" flag (lock-free
 * atomics), sets the main thread's SIGNAL breaker bit, and writes the
 * signal's number to the wakeup fd if one is set (signal.set_wakeup_fd).
 * The main thread runs the handlers at its next safepoint, or when one of
 * its blocking calls returns EINTR (thread_check_signals, PEP 475): each
 * pending signal is cleared and handed to the runner the `signal` module
 * installs (which calls the Python handler); before that module is
 * imported, a pending SIGINT raises KeyboardInterrupt.
 *
 * Delivery.  Every other thread blocks the asynchronous signals (all but
 * the ones a fault raises on the faulting thread: worker_main), so the
 * kernel delivers a process-directed signal (kill, Ctrl-C, alarm) to the
 * main thread, where it interrupts the blocking call it waits in.
 *
 * Shared state: sig_pending[] and sig_any (atomics, set by the C handler
 * in any context, cleared by the main thread with an exchange);
 * sig_wakeup_fd (atomic int: written by the main thread, read by the
 * handler); sig_runner (atomic pointer, set once at the signal module's
 * import).  main_ts is written once before any signal is caught. */
static ThreadState *main_ts;
static _Atomic(int) sig_pending[NSIG];
static _Atomic(int) sig_any;
static _Atomic(int) sig_wakeup_fd = -1;
static _Atomic(SignalRunner) sig_runner;

void thread_on_signal(int sig)
{
    int saved = errno;
    if (sig > 0 && sig < NSIG) atomic_store(&sig_pending[sig], 1);
    atomic_store(&sig_any, 1);
    if (main_ts != NULL) atomic_fetch_or(&main_ts->eval_breaker, EVAL_BREAKER_SIGNAL);
    int fd = atomic_load(&sig_wakeup_fd);
    if (fd >= 0) {
        unsigned char b = (unsigned char)sig;
        ssize_t r = write(fd, &b, 1); /* a full pipe drops the byte, as CPython */
        (void)r;
    }
    errno = saved;
}

int thread_check_signals(ThreadState *ts)
{
    if (ts != main_ts || !atomic_load_explicit(&sig_any, memory_order_relaxed)) return 0;
    if (!atomic_exchange(&sig_any, 0)) return 0;
    for (int sig = 1; sig < NSIG; sig++) {
        if (!atomic_load_explicit(&sig_pending[sig], memory_order_relaxed) || !atomic_exchange(&sig_pending[sig], 0))
            continue;
        SignalRunner run = atomic_load(&sig_runner);
        int r = 0;
        if (run != NULL) {
            r = run(sig);
        } else if (sig == SIGINT) {
            err_set_object(&Exc_KeyboardInterrupt, NULL);
            r = -1;
        }
        if (r < 0) {
            /* The others wait for the next check (as CPython). */
            for (int s = sig + 1; s < NSIG; s++) {
                if (atomic_load(&sig_pending[s])) {
                    atomic_store(&sig_any, 1);
                    atomic_fetch_or(&ts->eval_breaker, EVAL_BREAKER_SIGNAL);
                    break;
                }
            }
            return -1;
        }
    }
    return 0;
}

bool thread_signal_pending(ThreadState *ts)
{
    return ts == main_ts && atomic_load_explicit(&sig_any, memory_order_relaxed);
}

bool thread_is_main(ThreadState *ts)
{
    return ts != NULL && ts == main_ts;
}

void thread_set_signal_runner(SignalRunner run)
{
    atomic_store(&sig_runner, run);
}

int thread_set_wakeup_fd(int fd)
{
    return atomic_exchange(&sig_wakeup_fd, fd);
}

/* The signals a worker thread blocks: all but those a fault raises on
 * the faulting thread itself (they cannot wait for the main thread).
 * *old: the mask before, if old is not NULL. */
static void block_async_signals(sigset_t *old)
{
    sigset_t block;
    sigfillset(&block);
    static const int sync_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT};
    for (size_t i = 0; i < sizeof sync_signals / sizeof sync_signals[0]; i++) sigdelset(&block, sync_signals[i]);
    pthread_sigmask(SIG_BLOCK, &block, old);
}

ThreadState *thread_init_main(Interp *interp)
{
    static ThreadState main_state; /* the main thread's state lives as long as the process */
    memset(interp, 0, sizeof *interp);
    interp->recursion_limit = 1000;
    pthread_mutex_init(&interp->lock, NULL);
    pthread_mutex_init(&interp->pool_lock, NULL);
    pthread_mutex_init(&interp->import_mutex, NULL);
    pthread_cond_init(&interp->import_cond, NULL);
    stw_init(interp);
    atomic_init(&interp->next_serial, 2);
    if (thread_state_init(&main_state, interp) < 0) return NULL;
    main_state.serial = 1;
    thread_attach(&main_state); /* (takes the GIL in the -Dgil=true build) */
    interp->threads = &main_state;
    main_ts = &main_state;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = thread_on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: a blocking call of the main thread returns EINTR */
    /* As CPython: a SIGINT ignored by whoever started fpy (a background
     * job of a shell without job control) stays ignored. */
    struct sigaction prev;
    if (sigaction(SIGINT, NULL, &prev) != 0 || prev.sa_handler != SIG_IGN) sigaction(SIGINT, &sa, NULL);
    /* As CPython: a write to a closed pipe is an EPIPE error
     * (BrokenPipeError), not the end of the process.  Children get the
     * default back (modules/posixsubprocessmodule.c). */
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);
    return &main_state;
}

int thread_handle_breaker(ThreadState *ts)
{
    /* A promotion that must wait leaves its bit set: return at once
     * (gc/perthread.c, pt_promotion_waits), writing nothing shared. */
    if (atomic_load_explicit(&ts->eval_breaker, memory_order_relaxed) == EVAL_BREAKER_PERTHREAD &&
        pt_promotion_waits())
        return 0;
    uint32_t bits = atomic_exchange_explicit(&ts->eval_breaker, 0, memory_order_acq_rel);
    if (bits & EVAL_BREAKER_STW) stw_park(ts);
    if (bits & EVAL_BREAKER_MERGE) brc_process_queue(ts);
    if (bits & EVAL_BREAKER_QSBR) qsbr_quiescent(ts);
    if (bits & EVAL_BREAKER_GIL_DROP) stw_gil_yield(ts); /* -Dgil=true only */
    if (bits & EVAL_BREAKER_PERTHREAD) pt_promote_pending(ts);
    if ((bits & EVAL_BREAKER_SIGNAL) && thread_check_signals(ts) < 0) return -1;
    return 0;
}

/* ---- running jobs ------------------------------------------------------- */

typedef struct {
    ThreadJob fn;
    void *arg;
    Interp *interp;
} Start;

static void run_job(ThreadState *ts, ThreadJob fn, void *arg)
{
    ts->serial = atomic_fetch_add(&ts->interp->next_serial, 1);
    thread_attach(ts);
    brc_process_queue(ts); /* requests that arrived while this OS thread was idle */
    fn(arg);
    /* The job is over: leave nothing behind that names this thread. */
    CLEAR(ts->curexc);
    CLEAR(ts->exc_info);
    brc_process_queue(ts);
    brc_merge_all_owned(ts);
    brc_process_queue(ts);
    qsbr_thread_end(ts); /* parked, it never polls: others free what it retired */
    thread_detach(ts);
    atomic_fetch_sub(&ts->interp->nrunning, 1);
}

static void *worker_main(void *p)
{
    Start *st = p;
    Interp *interp = st->interp;
    block_async_signals(NULL); /* signals are for the main thread (already blocked: thread_start) */
    ThreadJob fn = st->fn;
    void *arg = st->arg;
    free(st);
    /* Cache-line aligned: no false sharing between thread states (docs/threads.md). */
    size_t size = (sizeof(ThreadState) + 63) & ~(size_t)63;
    ThreadState *ts = aligned_alloc(64, size);
    if (ts == NULL || thread_state_init(ts, interp) < 0) abort(); /* cannot report: no thread state */
    pthread_mutex_lock(&interp->lock);
    ts->next = interp->threads;
    interp->threads = ts;
    pthread_mutex_unlock(&interp->lock);
    for (;;) {
        run_job(ts, fn, arg);
        pthread_mutex_lock(&interp->pool_lock);
        ts->job_fn = NULL;
        ts->pool_next = interp->pool_idle;
        interp->pool_idle = ts;
        while (ts->job_fn == NULL) {
            /* Idle: wake now and then to merge objects other threads
             * queued for this thread (those it still owned in other
             * threads' heaps, gc/alloc.c's block cache), so they are not
             * kept until the next job. */
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            until.tv_nsec += 200000000;
            if (until.tv_nsec >= 1000000000) {
                until.tv_sec++;
                until.tv_nsec -= 1000000000;
            }
            pthread_cond_timedwait(&ts->job_cv, &interp->pool_lock, &until);
            if (ts->job_fn != NULL) break;
            pthread_mutex_lock(&ts->mq_lock);
            size_t queued = ts->mq_len;
            pthread_mutex_unlock(&ts->mq_lock);
            if (queued > 0) {
                pthread_mutex_unlock(&interp->pool_lock);
                thread_attach(ts);
                brc_process_queue(ts);
                qsbr_thread_end(ts);
                thread_detach(ts);
                pthread_mutex_lock(&interp->pool_lock);
            }
        }
        fn = ts->job_fn;
        arg = ts->job_arg;
        pthread_mutex_unlock(&interp->pool_lock);
    }
    return NULL;
}

int thread_start(ThreadJob fn, void *arg)
{
    Interp *interp = ts_get()->interp;
    atomic_store_explicit(&interp->threads_started, true, memory_order_relaxed); /* before the thread exists */
    atomic_fetch_add(&interp->nrunning, 1);
    pthread_mutex_lock(&interp->pool_lock);
    ThreadState *t = interp->pool_idle;
    if (t != NULL) {
        interp->pool_idle = t->pool_next;
        t->pool_next = NULL;
        t->job_fn = fn;
        t->job_arg = arg;
        pthread_cond_signal(&t->job_cv);
    }
    pthread_mutex_unlock(&interp->pool_lock);
    if (t != NULL) return 0;

    Start *st = malloc(sizeof *st);
    pthread_attr_t attr;
    pthread_t pt;
    int rc = -1;
    if (st != NULL) {
        st->fn = fn;
        st->arg = arg;
        st->interp = interp;
        pthread_attr_init(&attr);
        /* Python frames live on the frame stack, but C recursion (repr,
         * sort keys, nested eval) needs the main thread's depth. */
        pthread_attr_setstacksize(&attr, 8u << 20);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        /* The new thread starts with the signals blocked (it inherits
         * the mask): none can be delivered to it before worker_main. */
        sigset_t old;
        block_async_signals(&old);
        rc = pthread_create(&pt, &attr, worker_main, st);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_attr_destroy(&attr);
    }
    if (rc != 0) {
        free(st);
        atomic_fetch_sub(&interp->nrunning, 1);
        err_set(&Exc_RuntimeError, "can't start new thread");
        return -1;
    }
    return 0;
}

/* At exit (vm/main.c, once the main module has finished): wait for the
 * non-daemon threads as CPython's threading._shutdown does, run the atexit
 * calls (modules/atexitmodule.c), then stop the world for good, so that daemon threads never touch an object again while
 * the process tears down.  Runs once. */
void thread_at_exit(void)
{
    static bool done;
    ThreadState *ts = ts_get();
    if (done || ts == NULL || ts->serial != 1) return; /* only the main thread ends the process */
    done = true;
    Interp *interp = ts->interp;
    if (atomic_load(&ts->status) != TS_ATTACHED) return;
    Object *mod = interp->modules ? dict_get_str(interp->modules, STR_ID("threading")) : NULL;
    if (mod != NULL) {
        Object *r = obj_call_method(mod, "_shutdown", NULL, 0);
        if (r == NULL) {
            Object *exc = err_fetch();
            if (exc != NULL) {
                exc_print(exc);
                DECREF(exc);
            }
        } else {
            DECREF(r);
        }
    }
    atexit_run_exitfuncs();
    io_flush_all();
    if (atomic_load(&interp->nrunning) > 0) stw_stop_the_world(ts); /* never restarted */
}
