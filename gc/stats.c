/* stats.c: counting the reference-count operations (-Dstats=true).
 *
 * Biased reference counting (gc/brc.c) is a bet: almost every INCREF and
 * DECREF is made by the object's owner, with plain instructions, and the
 * atomic path is rare.  `meson setup build-stats -Dstats=true` builds an
 * fpy whose `--stats` shows whether the bet pays off for a given program:
 * at exit it prints how many operations each path took --
 *
 *   owner      ob_ref_local, plain increment / decrement (gc/refcount.h)
 *   shared     ob_ref_shared, atomic: a thread that is not the owner, or
 *              an object with no owner (merged; every object in the
 *              -Drefcount=atomic build)
 *   per-thread a non-owner's own array, plain (gc/perthread.c: objects
 *              that many threads read through module globals)
 *   immortal   skipped, nothing written: immortal objects and small ints
 *   deferred   skipped, nothing written: a deferred object (function,
 *              module, ...) pushed on or popped off the value stack
 *
 * -- and what reconciling the two halves cost: objects a non-owner pushed
 * onto their owner's merge queue, and merges by cause (from the queue, at
 * a thread's end, when the owner let go first while others held it).
 *
 * How it is counted.  Counting must not itself become the shared cache
 * line the design avoids: one global counter bumped by every thread would
 * bounce between cores on every INCREF and distort what it measures.  So
 * each thread bumps its own thread-local array (stats_counts, declared in
 * gc/refcount.h) with plain instructions, and the arrays are summed only
 * when --stats asks, at exit.  Each thread lists its array here when it
 * starts (stats_thread_start, from vm/thread.c, before it runs Python
 * code).  OS threads that ran Python code never exit while the process
 * runs (vm/thread.c's pool), but a thread that does exit folds its counts
 * into `gone` first (a pthread key destructor), so no array is read after
 * its thread is gone.
 *
 * Without -Dstats=true, STAT() is empty and nothing here is compiled but
 * the one line --stats prints to say so: the fast paths are unchanged.
 *
 * What fpy simplifies: the sums are read while other threads may still be
 * counting (daemon threads at exit); each counter is read atomically, but
 * the sums are not one consistent snapshot.
 */
#include <pthread.h>
#include <stdlib.h>

#include "runtime/api.h"

#ifdef FPY_STATS

_Thread_local uint64_t stats_counts[STAT_N];

typedef struct Listed {
    uint64_t *counts; /* that thread's stats_counts */
    struct Listed *prev, *next;
} Listed;

static _Thread_local Listed mine;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER; /* guards `threads` and `gone` */
static Listed *threads;           /* the listed threads, running or parked */
static uint64_t gone[STAT_N];     /* the counts of threads that exited */
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

/* A listed thread exits: add its counts to `gone` and unlist it. */
static void thread_exit(void *p)
{
    Listed *l = p;
    pthread_mutex_lock(&lock);
    for (int k = 0; k < STAT_N; k++) gone[k] += __atomic_load_n(&l->counts[k], __ATOMIC_RELAXED);
    if (l->prev != NULL) l->prev->next = l->next;
    else threads = l->next;
    if (l->next != NULL) l->next->prev = l->prev;
    pthread_mutex_unlock(&lock);
}

static void make_exit_key(void)
{
    if (pthread_key_create(&exit_key, thread_exit) != 0) abort();
}

void stats_thread_start(void)
{
    if (mine.counts != NULL) return; /* listed already */
    pthread_once(&exit_key_once, make_exit_key);
    mine.counts = stats_counts;
    pthread_mutex_lock(&lock);
    mine.prev = NULL;
    mine.next = threads;
    if (threads != NULL) threads->prev = &mine;
    threads = &mine;
    pthread_mutex_unlock(&lock);
    pthread_setspecific(exit_key, &mine);
}

/* The sums over every thread, listed or gone. */
static void sum(uint64_t out[STAT_N])
{
    pthread_mutex_lock(&lock);
    for (int k = 0; k < STAT_N; k++) out[k] = gone[k];
    for (Listed *l = threads; l != NULL; l = l->next)
        for (int k = 0; k < STAT_N; k++) out[k] += __atomic_load_n(&l->counts[k], __ATOMIC_RELAXED);
    pthread_mutex_unlock(&lock);
}

static double percent(uint64_t part, uint64_t whole)
{
    return whole == 0 ? 0.0 : 100.0 * (double)part / (double)whole;
}

void stats_print(FILE *out)
{
    uint64_t n[STAT_N];
    sum(n);
    uint64_t local = n[STAT_LOCAL_INC] + n[STAT_LOCAL_DEC];
    uint64_t shared = n[STAT_SHARED_INC] + n[STAT_SHARED_DEC];
    uint64_t perthread = n[STAT_PERTHREAD_INC] + n[STAT_PERTHREAD_DEC];
    uint64_t counted = local + shared + perthread;
    uint64_t merges = n[STAT_MERGE_QUEUE] + n[STAT_MERGE_THREAD_END] + n[STAT_MERGE_LET_GO] + n[STAT_MERGE_CALL];
    fprintf(out, "refcount: %llu counted: owner %llu (%.3f%%), shared %llu (%.3f%%), per-thread %llu (%.3f%%)\n",
            (unsigned long long)counted, (unsigned long long)local, percent(local, counted),
            (unsigned long long)shared, percent(shared, counted), (unsigned long long)perthread,
            percent(perthread, counted));
    fprintf(out, "refcount: owner %llu inc %llu dec, shared %llu inc %llu dec, per-thread %llu inc %llu dec\n",
            (unsigned long long)n[STAT_LOCAL_INC], (unsigned long long)n[STAT_LOCAL_DEC],
            (unsigned long long)n[STAT_SHARED_INC], (unsigned long long)n[STAT_SHARED_DEC],
            (unsigned long long)n[STAT_PERTHREAD_INC], (unsigned long long)n[STAT_PERTHREAD_DEC]);
    fprintf(out, "refcount: skipped (nothing written): immortal %llu, deferred %llu\n",
            (unsigned long long)n[STAT_IMMORTAL], (unsigned long long)n[STAT_DEFERRED]);
    fprintf(out, "brc: %llu objects queued for their owner, %llu merges: %llu from the queue, %llu at a thread's end, "
            "%llu owner let go first, %llu on request\n",
            (unsigned long long)n[STAT_QUEUED], (unsigned long long)merges, (unsigned long long)n[STAT_MERGE_QUEUE],
            (unsigned long long)n[STAT_MERGE_THREAD_END], (unsigned long long)n[STAT_MERGE_LET_GO],
            (unsigned long long)n[STAT_MERGE_CALL]);
    /* the specializer: one line per family */
    static const struct {
        const char *name;
        int total, miss, deopt, generic; /* -1: not counted for this family */
    } fam[] = {
        {"attr", STAT_SPEC_ATTR, STAT_SPEC_ATTR_MISS, STAT_SPEC_ATTR_DEOPT, STAT_SPEC_ATTR_GENERIC},
        {"global", STAT_SPEC_GLOBAL, STAT_SPEC_GLOBAL_MISS, STAT_SPEC_GLOBAL_DEOPT, -1},
        {"method", STAT_SPEC_METHOD, STAT_SPEC_METHOD_MISS, -1, -1},
        {"binary_op", STAT_SPEC_BINOP, -1, -1, STAT_SPEC_BINOP_GENERIC},
        {"compare_op", STAT_SPEC_COMPARE, -1, -1, STAT_SPEC_COMPARE_GENERIC},
        {"subscr", STAT_SPEC_SUBSCR, -1, -1, STAT_SPEC_SUBSCR_GENERIC},
        {"for_iter", STAT_SPEC_FOR_ITER, -1, -1, STAT_SPEC_FOR_ITER_GENERIC},
    };
    for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++) {
        uint64_t total = n[fam[i].total];
        uint64_t miss = fam[i].miss >= 0 ? n[fam[i].miss] : 0, deopt = fam[i].deopt >= 0 ? n[fam[i].deopt] : 0;
        uint64_t generic = fam[i].generic >= 0 ? n[fam[i].generic] : 0;
        uint64_t hits = total - miss - deopt - generic;
        fprintf(out, "specialize: %-10s %llu executed: %llu hits (%.2f%%), %llu misses, %llu deopts, %llu generic\n",
                fam[i].name, (unsigned long long)total, (unsigned long long)hits, percent(hits, total),
                (unsigned long long)miss, (unsigned long long)deopt, (unsigned long long)generic);
    }
}

#else

void stats_print(FILE *out)
{
    fprintf(out, "refcount: no counters in this build (meson setup -Dstats=true)\n");
}

#endif
