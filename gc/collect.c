/* collect.c: the cycle collector.
 *
 * Reference counting frees an object the moment its count reaches zero,
 * which is most garbage.  Two kinds it never frees: reference *cycles*
 * (a list that contains itself: its count never drops below one), and
 * *deferred* objects (functions, code objects, modules: gc/deferred.c),
 * whose references from the interpreter's value stacks are not counted,
 * so counting alone cannot know when the last one goes.  This file finds
 * both, the way CPython 3.13's free-threaded collector does
 * (Python/gc_free_threading.c): a stop-the-world mark phase, over the
 * objects tracked since the last collection (a young collection, the set
 * found through gc/young.c's per-thread lists) or over every thread's
 * mimalloc GC heap (a full collection).
 *
 * The algorithm (docs/collector.md), in collect_locked():
 *   1. stop the world (gc/stw.c): every other thread is parked at a
 *      safepoint or detached, so no count changes under us;
 *   2. note the thread stacks' references: every pointer in every frame of
 *      every thread (func, code, locals and value stack) goes into a sorted
 *      array.  They are only *compared* with objects, never read: a slot may
 *      name an operand its instruction has already released (vm/frame.h);
 *   2b. (full collections) mark in the page table's bitmap (gc/pages.c)
 *      everything the interpreter's roots and the thread stacks reach:
 *      such objects stay out of the set, unread by the next step
 *      (mark_alive);
 *   3. young collections: take the objects on the threads' young lists
 *      (young_gather); full ones: visit every block of every thread's
 *      gc_heap (threads that finished park in vm/thread.c's pool, so their
 *      heaps are visited too), after mi_heap_collect has folded in the
 *      frees other threads made (for threads stopped at a safepoint),
 *      skipping the blocks step 2b marked.  A block
 *      is a live object only if GCB_ALIVE is set (obj_free clears it; it
 *      sits past the 8 bytes mimalloc reuses for its free list).  For each
 *      live, tracked, mortal object:
 *        gc_refs = its true count, local + shared >> 2 (gc/brc.c), minus
 *                  one if it is deferred (the collector's own reference),
 *                  plus, if deferred, the number of stack slots naming it;
 *      gc_refs is kept in ob_tid for the length of the pause (the owner id
 *      is saved in the object vector and put back before the restart:
 *      CPython does the same with ob_tid);
 *   4. merge queues: a queued object carries one decrement not yet applied
 *      (gc/brc.c): its gc_refs drops by one per queue entry;
 *   5. for each object, subtract the references it holds to other objects of
 *      the set (the type's traverse, counted references only: a suspended
 *      generator's frame does not count its references to deferred
 *      objects, see traverse_counted);
 *   6. objects whose gc_refs is still above zero are referenced from
 *      outside the set (a C local, an immortal container, a thread stack):
 *      they are roots; everything reachable from them is marked;
 *   7. the rest is garbage.  Each garbage object is handed over to shared
 *      counting (ob_tid = 0, counts merged, as the owner would at its
 *      thread's end) with one extra reference for the collector, and
 *      leaves the collector's view (GCB_TRACKED cleared); every other
 *      object gets its owner id back; the world restarts;
 *   8. with gc_lock released (the next collection may start), the collector
 *      calls each garbage object's clear (tp_clear: drop the references
 *      that may form cycles), drops the collector reference of deferred
 *      garbage, then drops its own holds: the garbage is freed by ordinary
 *      reference counting, in the collector's thread, while the others run
 *      (nothing else can reach it).  Releasing the lock first matters with
 *      threads: a collector descheduled while freeing must not keep the
 *      others from collecting the garbage they keep making.
 *
 * Invariants:
 *   - nothing reachable is freed: an object is garbage only if every counted
 *     reference to it comes from other garbage and no thread stack names it;
 *     a type whose traverse would visit an uncounted reference would break
 *     this, so gc_refs below zero is treated as a root (and reported by the
 *     debug verifier);
 *   - no block is taken for an object unless GCB_ALIVE is set, and thread
 *     stack slots are never dereferenced (they may be stale);
 *   - an object is judged garbage at most once: garbage may outlive its
 *     collection (a decrement still queued for its old owner holds it
 *     until that owner's next safepoint; another thread may start the next
 *     collection while step 8 runs), and judging it again would drop its
 *     deferred or per-thread collector reference a second time: a live
 *     object freed early.  Untracked, it is never visited again;
 *   - the only writes to other threads' objects happen while the world is
 *     stopped; after the restart only garbage (unreachable, merged) is
 *     touched;
 *   - a collection never starts inside another on the same thread
 *     (in_collect), and one stop-the-world part runs at a time (gc_lock,
 *     which also guards the statistics and the reused vectors).
 *
 * gc.collect()'s count.  CPython's count is the number of objects its
 * collector found unreachable: objects in or hanging from a cycle, since
 * counting frees the rest at once.  Here a deferred function dropped in a
 * loop is also found unreachable, though CPython would have freed it by
 * counting; so the count leaves out the garbage that counting would have
 * freed had the deferred objects been counted (peeled off like a
 * topological sort: visit_peel and PEELED in collect_locked).  The *freed* statistic counts all.
 *
 * Automatic collection: each thread counts tracked allocations minus frees
 * in a thread-local word (collect.h) and folds it into gc_count every
 * gc_flush_quantum; when gc_count passes the threshold (700, CPython
 * 3.11's; and young_min below), the thread asks itself for a collection at
 * its next safepoint (gc_due + the merge bit of its eval breaker:
 * thread_handle_breaker calls brc_process_queue, which runs it).  That
 * collection is young, unless the old objects grew by a quarter since the
 * last full one (old_pending_passed): each kind costs in proportion to the
 * allocations that paid for it, so the total work stays linear.
 *
 * Threads: no trigger may be lost.  A due collection that finds gc_lock
 * taken waits for it, detached (back-pressure: a thread that has made its
 * share of garbage waits for the running collection rather than making
 * more), then checks the threshold again; and the count restarts while the
 * world is still stopped, so what the others allocate after the restart
 * counts.  Giving up on a taken lock, and resetting after the restart
 * (dropping tens of thousands of allocations when the collector was
 * descheduled), let 4 threads pile up garbage batches of 160,000 dicts:
 * 48-101 MiB peak RSS for tests/gc/002, 9-10 MiB now.
 *
 * Leaf lists.  A list that holds no tracked object (numbers, strings,
 * None: [i], ["a", "b"], []) can be part of no cycle.  CPython untracks
 * such tuples and dicts; fpy keeps every list tracked (gc.is_tracked,
 * gc.get_objects as in CPython) but flags it, ListObject.leaf: an empty
 * list and one BUILD_LIST fills with untracked objects are leaves from
 * birth and leave their thread's young list at once (gc_leaf_born,
 * gc/young.c), and a young collection flags the young lists it finds to
 * be leaves (add_young, add_young_exact).  A leaf costs no young
 * collection anything, does not count towards the next full collection
 * (old_pending), and a full collection marks it without reading its
 * items (mark_from).  Every store of an item goes through list.c's
 * note_item, under the list's lock: a tracked object ends the leaf, and
 * the list is young again (gc_leaf_ended: back on the young list, or,
 * if another live thread owns it, counted in ThreadState.unleafed, which
 * the next collection adds to old_pending).
 * A store that missed it would cost nothing but accounting: a leaf's
 * items are only left unmarked, and an unmarked live object is found
 * alive by counting.  The debug build checks each leaf it skips.
 * Building and keeping 1 M lists of one int: young pauses 10.8 -> 2.2 ms
 * in all (nothing left to read), one full collection instead of five.
 *
 * Weak references (gc/weakref.c): with the world still stopped, after
 * step 7b, the weak references to garbage are cleared and the callbacks
 * of those that are not garbage themselves are kept; step 8 calls them
 * before any tp_clear.
 *
 * What fpy simplifies: two generations, not three; no finalizers
 * (__del__), so no resurrection checks (a weak reference callback gets
 * the dead reference, never the garbage); no
 * incremental or parallel marking; the stack scan counts references to
 * deferred objects only (and marks, in full collections, what stack
 * slots that name live objects reach).  Classes are
 * deferred objects too (runtime/class.c): an instance holds a counted
 * reference to its class (gc/alloc.c), and type_traverse (runtime/type.c)
 * visits a class's dict, mro and bases.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

#include "gc/collect.h"
#include "gc/pages.h"
#include "gc/weakref.h"
#include "gc/young.h"
#include "runtime/api.h"
#include "vm/frame.h"
#include "vm/generator.h"
#include "vm/thread.h"
#include "vm/function.h"

/* Scratch bits, only while the world is stopped (besides GCB_REACHABLE). */
enum { GCB_COLLECTING = 1 << 6 };
/* gc_refs of a garbage object peeled off in step 7a (what counting alone
 * would have freed): in-degrees are never negative, so -1 is free. */
enum { PEELED = -1 };

/* ---- state ------------------------------------------------------------------ */

/* Collector state.  gc_count is shared (atomic adds every gc_flush_quantum
 * allocations per thread); the rest is written under gc_lock only (except
 * `enabled` and the thresholds: single words, relaxed atomics). */
static pthread_mutex_t gc_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic(intptr_t) gc_count;
static _Atomic(intptr_t) gc_threshold0 = 700, gc_threshold1 = 10, gc_threshold2 = 10;
static _Atomic(bool) gc_enabled = true;
static intptr_t gc_stress;               /* FPY_GC_STRESS=N: collect every N tracked allocations */

/* The generations (gc/young.c).  old_total: the objects a full collection
 * left alive; old_pending: the survivors of the young collections since;
 * young_since_full: how many young collections ran since.  A full
 * collection is due, as in CPython 3.11, when old_pending passes a quarter
 * of old_total (a sixteenth under FPY_GC_STRESS) and at least threshold1 *
 * threshold2 young collections (100 by default) ran since the last one:
 * CPython's middle generation collects every threshold1 young ones, and
 * the old one every threshold2 middle ones.  gc_lock guards all three
 * (young_since_full is also read without it: atomic stores). */
static intptr_t old_total, old_pending, young_since_full;

/* A young collection lists every page of the GC heaps (gc/pages.c) and
 * stops every thread: costs that grow with the heap and with the threads,
 * not with the young objects.  So a young collection also waits for
 * PAGE_ALLOCS allocations per page of the heap and THREAD_ALLOCS per
 * thread: the fixed costs are paid for by the allocations, and the pause
 * stays short (1 M live lists: ~1000 pages, a young collection every 4000
 * allocations; 48 threads, a young collection every 12,288).  Written at
 * each restart, read by the trigger. */
enum { PAGE_ALLOCS = 4, THREAD_ALLOCS = 256 };
static _Atomic(intptr_t) young_min;

static bool old_pending_passed(void)
{
    if (gc_stress) return old_pending >= old_total / 16;
    intptr_t every = atomic_load_explicit(&gc_threshold1, memory_order_relaxed) *
                     atomic_load_explicit(&gc_threshold2, memory_order_relaxed);
    return old_pending >= old_total / 4 && young_since_full >= every;
}

_Thread_local intptr_t gc_local_count;
_Thread_local bool gc_due;
static _Thread_local bool in_collect;
intptr_t gc_flush_quantum = 512;

static GcStats stats;

/* Every pause, for --stats' percentiles (gc_lock).  Kept while the
 * arrays fit PAUSES_MAX entries; the totals and maxima are exact anyway. */
typedef struct {
    uint32_t *us;
    size_t n, cap;
} Pauses;
static Pauses young_pauses, full_pauses;
enum { PAUSES_MAX = 1 << 22 };

static void pauses_note(Pauses *p, uint64_t us)
{
    if (p->n == p->cap) {
        size_t ncap = p->cap ? p->cap * 2 : 1024;
        uint32_t *a = ncap <= PAUSES_MAX ? realloc(p->us, ncap * sizeof *a) : NULL;
        if (a == NULL) return;
        p->us = a;
        p->cap = ncap;
    }
    p->us[p->n++] = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* The p-th percentile (nearest rank) of the recorded pauses. */
static uint64_t percentile(const Pauses *p, unsigned pct)
{
    if (p->n == 0) return 0;
    uint32_t *a = malloc(p->n * sizeof *a);
    if (a == NULL) return 0;
    memcpy(a, p->us, p->n * sizeof *a);
    qsort(a, p->n, sizeof *a, cmp_u32);
    size_t rank = (p->n * pct + 99) / 100;
    uint64_t v = a[rank == 0 ? 0 : rank - 1];
    free(a);
    return v;
}

__attribute__((constructor)) static void gc_read_env(void)
{
    const char *s = getenv("FPY_GC_STRESS");
    if (s != NULL && atol(s) > 0) {
        gc_stress = atol(s);
        gc_flush_quantum = gc_stress;
    }
}

static uint64_t now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000u + (uint64_t)t.tv_nsec / 1000u;
}

/* ---- growable vectors (malloc'd: the collector never allocates objects) ------ */

typedef struct {
    Object *o;
    uintptr_t tid; /* the owner id, while ob_tid holds gc_refs */
} Entry;

typedef struct {
    Entry *items;
    size_t n, cap;
    bool failed;
} EntryVec;

typedef struct {
    Object **items;
    size_t n, cap;
    bool failed;
} PtrVec;

/* The collector's vectors, reused (gc_lock). */
static EntryVec objs_buf;
static PtrVec roots_buf, mark_buf;

static bool grow(void **items, size_t *cap, size_t elem)
{
    size_t ncap = *cap ? *cap * 2 : 1024;
    void *p = realloc(*items, ncap * elem);
    if (p == NULL) return false;
    *items = p;
    *cap = ncap;
    return true;
}

static inline void ptr_push(PtrVec *v, Object *o)
{
    if (v->n == v->cap && !grow((void **)&v->items, &v->cap, sizeof(Object *))) {
        v->failed = true;
        return;
    }
    v->items[v->n++] = o;
}

static int cmp_ptr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)*(Object *const *)a, y = (uintptr_t)*(Object *const *)b;
    return x < y ? -1 : x > y;
}

/* How many times p occurs in the sorted array v. */
static size_t occurrences(const PtrVec *v, const Object *p)
{
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if ((uintptr_t)v->items[mid] < (uintptr_t)p) lo = mid + 1;
        else hi = mid;
    }
    size_t n = 0;
    while (lo + n < v->n && v->items[lo + n] == p) n++;
    return n;
}

/* ---- gc_refs in ob_tid ------------------------------------------------------- */

static inline bool in_set(const Object *o) { return o != NULL && !is_small(o) && (o->ob_gc_bits & GCB_COLLECTING); }
static inline intptr_t refs(const Object *o) { return (intptr_t)o->ob_tid; }
static inline void set_refs(Object *o, intptr_t r) { o->ob_tid = (uintptr_t)r; }

/* The true count of a live object: the owner's half plus the others' half
 * (arithmetic shift: the flag bits fall off, a negative shared count from
 * non-owner decrements of an unmerged object stays negative). */
static inline intptr_t true_count(const Object *o)
{
    intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
    if (o->ob_tid == BRC_TID_PERTHREAD) return shared >> BRC_SHIFT; /* arrays folded in (pt_fold); local is the index */
    return (intptr_t)o->ob_ref_local + (shared >> BRC_SHIFT);
}

/* ---- traversal -------------------------------------------------------------- */

typedef struct {
    VisitFunc visit;
    void *arg;
} Relay;

/* A suspended generator's frame holds stack references: those to deferred
 * objects are not counted (gc/deferred.c), so they must not be subtracted. */
static int visit_counted_only(Object *o, void *arg)
{
    Relay *r = arg;
    if (obj_is_deferred(o)) return 0;
    return r->visit(o, r->arg);
}

/* Visit the references o holds that are counted in their targets. */
static int traverse_counted(Object *o, VisitFunc visit, void *arg)
{
    Type *t = TYPE(o);
    if (t == &Generator_Type) {
        GenObject *g = (GenObject *)o;
        int r;
        if (g->func != NULL && (r = visit(g->func, arg)) != 0) return r;
        if (g->exc_info != NULL && (r = visit(g->exc_info, arg)) != 0) return r;
        /* A running generator's frame is on a thread's chain: its slots may
         * be stale, and the thread scan covers it; not subtracting keeps
         * the targets alive (roots), which is the safe side. */
        if (g->state == GEN_RUNNING) return 0;
        /* The frame's func is g->func, borrowed: visited once, above. */
        Relay relay = {visit, arg};
        return frame_traverse_body(g->frame, visit_counted_only, &relay);
    }
    return t->traverse ? t->traverse(o, visit, arg) : 0;
}

/* Visit every reference o holds (for marking: counted or not). */
static int traverse_all(Object *o, VisitFunc visit, void *arg)
{
    TraverseFunc tr = TYPE(o)->traverse;
    return tr ? tr(o, visit, arg) : 0;
}

static int visit_decref(Object *o, void *arg)
{
    (void)arg;
    if (in_set(o)) set_refs(o, refs(o) - 1);
    return 0;
}

static int visit_mark(Object *o, void *arg)
{
    if (in_set(o) && !(o->ob_gc_bits & GCB_REACHABLE)) {
        o->ob_gc_bits |= GCB_REACHABLE;
        ptr_push(arg, o);
    }
    return 0;
}

static inline bool is_garbage(const Object *o) { return in_set(o) && !(o->ob_gc_bits & GCB_REACHABLE); }

static int visit_indegree(Object *o, void *arg)
{
    (void)arg;
    if (is_garbage(o)) set_refs(o, refs(o) + 1);
    return 0;
}

static int visit_peel(Object *o, void *arg)
{
    if (is_garbage(o) && refs(o) > 0) {
        set_refs(o, refs(o) - 1);
        if (refs(o) == 0) {
            set_refs(o, PEELED);
            ptr_push(arg, o);
        }
    }
    return 0;
}

/* ---- marking what is certainly alive (full collections) -------------------- */

/* Stops a traverse at the first reference to a tracked object. */
static int visit_tracked(Object *o, void *arg)
{
    (void)arg;
    return o != NULL && !is_small(o) && (o->ob_gc_bits & GCB_TRACKED);
}

/* Pushed without reading it: mark_from reads it when it pops it. */
static int visit_alive(Object *o, void *arg)
{
    if (o != NULL && !is_small(o)) ptr_push(arg, o);
    return 0;
}

enum { PREFETCH_AHEAD = 8 };

/* Mark (in the page table's bitmap, gc/pages.c) o and everything
 * reachable from it.  An object is checked when it is popped, not when it
 * is pushed: one without a page in a GC heap (a str, a static type) or
 * already marked costs a bitmap test and no header read; the header of
 * the object PREFETCH_AHEAD pops ahead is fetched meanwhile (a big list
 * pushes its items in allocation order: the misses overlap).  Untracked
 * objects are marked but not followed: their children are left to the
 * counting steps. */
static void mark_from(Object *o, PtrVec *stack)
{
    PageTable *pt = &gc_pages;
    visit_alive(o, stack);
    while (stack->n > 0) {
        if (stack->n > PREFETCH_AHEAD) __builtin_prefetch(stack->items[stack->n - 1 - PREFETCH_AHEAD]);
        o = stack->items[--stack->n];
        const PageArea *a = pages_area(pt, (uintptr_t)o);
        if (a == NULL || pages_test_and_mark(pt, a, o)) continue;
        if ((o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) != (GCB_ALIVE | GCB_TRACKED)) continue;
        if (o->ob_flags & OBF_IMMORTAL) continue;
        if (TYPE(o) == &List_Type && ((ListObject *)o)->leaf) {
            /* a leaf list: nothing tracked to follow, its items unread */
            FPY_ASSERT(traverse_all(o, visit_tracked, NULL) == 0, "a leaf list holds no tracked object (list.c's note_item)");
            continue;
        }
        traverse_all(o, visit_alive, stack);
    }
}

/* Step 2b (full collections): mark everything reachable from the
 * interpreter's roots (sys.modules, builtins, each thread's exceptions)
 * and from the thread stacks.  Stack slots may be stale (vm/frame.h), so
 * a slot is followed only if the page table shows it names a block and
 * the block holds a live tracked object: a stale slot naming a block
 * reused by another object keeps that object alive one collection
 * longer, never frees anything.  The heap walk then leaves marked objects
 * out of the set, so the counting steps handle only what marking did not
 * reach: on a big heap held by module globals or locals, almost nothing.
 * Marking less than everything (a mark stack that could not grow, a page
 * table that could not be built) is safe: an unmarked live object is
 * found alive by counting, as before.  (CPython 3.14's free-threaded
 * collector marks from its roots first for the same reason.) */
static void mark_alive(ThreadState **threads, size_t nthreads, const PtrVec *stack_refs)
{
    if (!pages_build(threads, nthreads, true)) return;
    PtrVec stack = mark_buf;
    stack.n = 0;
    stack.failed = false;
    Interp *interp = threads[0]->interp;
    mark_from(interp->modules, &stack);
    mark_from(interp->builtins_mod, &stack);
    mark_from(interp->sys_mod, &stack);
    for (size_t k = 0; k < nthreads; k++) {
        mark_from(threads[k]->curexc, &stack);
        mark_from(threads[k]->exc_info, &stack);
    }
    for (size_t i = 0; i < stack_refs->n; i++) {
        Object *o = stack_refs->items[i];
        if (pages_has_block(&gc_pages, o) && (o->ob_gc_bits & GCB_ALIVE)) mark_from(o, &stack);
    }
    mark_buf = stack;
}

/* ---- the heap walk -------------------------------------------------------- */

typedef struct {
    EntryVec objs;
    PtrVec stack_refs; /* sorted pointers found in thread frames */
    uint64_t visited;  /* blocks seen */
    size_t alive;      /* objects marked alive, left out of the set (step 2b) */
    bool marked;       /* step 2b ran: the page table's bitmap holds its marks */
    uintptr_t area_blocks; /* the page the walk is in (a cache of its lookup) */
    const PageArea *area;
    size_t leaves;     /* young objects left out of the set: they hold no tracked object (add_young) */
    size_t leaf_lists; /* those of them that are lists, marked leaves */
} Walk;

/* Put o in the set if it is a live, tracked, mortal object not in it yet:
 * gc_refs = its true count, adjusted for the collector's own references
 * (step 3 above). */
static bool add_object(Object *o, void *arg)
{
    Walk *w = arg;
    w->visited++;
    /* A freed block has GCB_ALIVE clear (obj_free); never read further. */
    if ((o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) != (GCB_ALIVE | GCB_TRACKED)) return true;
    if (o->ob_flags & OBF_IMMORTAL) return true; /* never freed: not in the set; its references make roots */
    if (o->ob_gc_bits & (GCB_COLLECTING | GCB_FROZEN)) return true; /* a young object recorded twice; gc.freeze() */
    FPY_ASSERT(!(o->ob_gc_bits & GCB_REACHABLE), "scratch bits are clear between collections");
    intptr_t r = true_count(o);
    if (o->ob_flags & OBF_DEFERRED) r += (intptr_t)occurrences(&w->stack_refs, o) - 1;
    else if (o->ob_tid == BRC_TID_PERTHREAD) r -= 1; /* the collector's reference (gc/perthread.c) */
    EntryVec *v = &w->objs;
    if (v->n == v->cap && !grow((void **)&v->items, &v->cap, sizeof(Entry))) {
        v->failed = true;
        return false;
    }
    v->items[v->n++] = (Entry){o, o->ob_tid};
    set_refs(o, r);
    o->ob_gc_bits |= GCB_COLLECTING;
    return true;
}

/* A young list that holds no tracked object, with every slot filled (a
 * slot still NULL is one its maker fills by a direct store, which takes no
 * note_item), becomes a leaf (the essay's "Leaf lists").  True if o is one
 * now; *marked tells whether this call flagged it. */
static bool leaf_list(Object *o, bool *marked)
{
    *marked = false;
    if (TYPE(o) != &List_Type || !list_holds_untracked_only(o)) return false;
    if (!((ListObject *)o)->leaf) ((ListObject *)o)->leaf = 1, *marked = true;
    return true;
}

/* An automatic young collection's add_object.  A young object that holds
 * no reference to a tracked object can be part of no cycle: left out of
 * the set, it skips the counting steps altogether.  If it hangs from
 * young garbage, step 8's clear drops the last reference to it and
 * counting frees it (CPython would have counted it in the garbage, which
 * is why gc.collect() keeps every object in; an automatic collection's
 * count is seen by nobody).  Deferred and per-thread objects stay in:
 * counting alone never frees them (gc/deferred.c, gc/perthread.c).  A
 * list of numbers, a tuple of strings, a dict of floats: most young
 * objects are such leaves (1 M lists of one int each: every one). */
static bool add_young(Object *o, void *arg)
{
    Walk *w = arg;
    bool marked;
    if ((o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED | GCB_COLLECTING)) == (GCB_ALIVE | GCB_TRACKED) &&
        !(o->ob_flags & (OBF_IMMORTAL | OBF_DEFERRED)) && o->ob_tid != BRC_TID_PERTHREAD &&
        (TYPE(o) == &List_Type ? leaf_list(o, &marked) : traverse_all(o, visit_tracked, NULL) == 0)) {
        w->visited++;
        w->leaves++;
        if (TYPE(o) == &List_Type && marked) w->leaf_lists++;
        return true;
    }
    return add_object(o, arg);
}

/* gc.collect(0) and (1)'s add_object: every young object in the set, and
 * the young lists that hold no tracked object marked leaves all the same
 * (if they survive, they are old leaves, as after an automatic one). */
static bool add_young_exact(Object *o, void *arg)
{
    bool marked;
    if ((o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) == (GCB_ALIVE | GCB_TRACKED)) (void)leaf_list(o, &marked);
    return add_object(o, arg);
}

static bool visit_block(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *arg)
{
    (void)heap;
    if (block == NULL || size < sizeof(Object)) return true;
    Walk *w = arg;
    if (w->marked) {
        /* marked alive (step 2b): not in the set, and its header unread */
        if ((uintptr_t)area->blocks != w->area_blocks) {
            w->area_blocks = (uintptr_t)area->blocks;
            w->area = pages_area(&gc_pages, w->area_blocks);
        }
        if (w->area != NULL && pages_is_marked(&gc_pages, w->area, block)) {
            w->visited++;
            w->alive++;
            return true;
        }
    }
    return add_object(block, arg);
}

/* Every pointer the frames of thread t hold (compared, never read). */
static void scan_frames(ThreadState *t, PtrVec *out)
{
    for (Frame *f = t->frame; f != NULL; f = f->previous) {
        if (f->func) ptr_push(out, f->func);
        ptr_push(out, (Object *)f->code);
        for (int i = 0; i < f->nlocalsplus; i++)
            if (f->localsplus[i] != NULL && !is_small(f->localsplus[i])) ptr_push(out, f->localsplus[i]);
        for (Object **p = frame_stack_base(f); p < f->sp; p++)
            if (*p != NULL && !is_small(*p)) ptr_push(out, *p);
    }
}

/* ---- the heap verifier (debug_checks builds) ------------------------------------ */

#ifdef FPY_DEBUG
/* After a collection, with the world still stopped: every object that
 * stays alive has consistent counts and flags. */
static void verify(Entry *items, size_t n, ThreadState **threads, size_t nthreads)
{
    for (size_t i = 0; i < n; i++) {
        Object *o = items[i].o;
        if (is_garbage(o)) continue;
        const char *bad = NULL;
        intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
        if ((o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) != (GCB_ALIVE | GCB_TRACKED)) bad = "alive+tracked bits";
        else if (TYPE(o)->traverse == NULL) bad = "a tracked type without traverse";
        else if ((shared & BRC_MERGED) && items[i].tid != 0 && items[i].tid != BRC_TID_PERTHREAD) bad = "merged but owned";
        else if (items[i].tid == BRC_TID_PERTHREAD && !(shared & BRC_MERGED)) bad = "per-thread but not merged";
        else if (items[i].tid == BRC_TID_PERTHREAD && !(o->ob_gc_bits & GCB_PERTHREAD)) bad = "per-thread without GCB_PERTHREAD";
        else if (items[i].tid == BRC_TID_PERTHREAD && (shared >> BRC_SHIFT) < 1) bad = "per-thread without the collector's reference";
        else if (items[i].tid == 0 && o->ob_ref_local != 0) bad = "no owner but a local count";
        else if (items[i].tid != 0 && !(shared & BRC_MERGED) && true_count(o) < 0) bad = "negative count";
        else if ((shared & BRC_MERGED) && (shared >> BRC_SHIFT) < 0) bad = "negative merged count";
        else if ((o->ob_flags & OBF_DEFERRED) && true_count(o) < 1) bad = "deferred without the collector's reference";
        if (bad != NULL) {
            fprintf(stderr, "gc verify: %s object %p: %s (local %u shared %ld tid %lx)\n", TYPE_NAME(o), (void *)o,
                    bad, o->ob_ref_local, (long)shared, (unsigned long)items[i].tid);
            abort();
        }
    }
    /* every merge-queue entry names a live object */
    for (size_t k = 0; k < nthreads; k++) {
        ThreadState *t = threads[k];
        pthread_mutex_lock(&t->mq_lock);
        for (size_t j = 0; j < t->mq_len; j++)
            if (!(t->mq_items[j]->ob_gc_bits & GCB_ALIVE)) {
                fprintf(stderr, "gc verify: a dead object on a merge queue\n");
                abort();
            }
        pthread_mutex_unlock(&t->mq_lock);
    }
}
#endif

/* ---- one collection ----------------------------------------------------------- */

/* The interpreter's threads, running or parked in the pool (the list only
 * grows: a snapshot), in a malloc'd array; NULL when out of memory.  The
 * world is stopped (the caller stopped it). */
static ThreadState **snapshot_threads(ThreadState *ts, size_t *n)
{
    size_t cap = 16;
    ThreadState **threads = malloc(cap * sizeof *threads);
    *n = 0;
    pthread_mutex_lock(&ts->interp->lock);
    for (ThreadState *t = ts->interp->threads; t != NULL && threads != NULL; t = t->next) {
        if (*n == cap) {
            ThreadState **p = realloc(threads, cap * 2 * sizeof *threads);
            if (p == NULL) break;
            threads = p;
            cap *= 2;
        }
        FPY_ASSERT(t == ts || atomic_load(&t->status) != TS_ATTACHED,
                   "every other thread is parked or detached while the world is stopped");
        threads[(*n)++] = t;
    }
    pthread_mutex_unlock(&ts->interp->lock);
    return threads;
}

typedef struct {
    ssize_t found;   /* CPython's count */
    size_t garbage;  /* everything freed: items[0..garbage) */
    Entry *items;    /* malloc'd */
    Object **cbs;    /* weak references to garbage and their callbacks, in pairs (malloc'd, owned) */
    size_t ncbs, cbcap;
} Result;

/* Between step 7b's loop and the untracking that follows it, the garbage
 * (and only it) carries GCB_COLLECTING. */
static bool garbage_now(const Object *o) { return (o->ob_gc_bits & GCB_COLLECTING) != 0; }

static bool push_callback(void *arg, Object *w, Object *cb)
{
    Result *r = arg;
    if (r->ncbs + 2 > r->cbcap) {
        size_t cap = r->cbcap ? r->cbcap * 2 : 16;
        Object **a = realloc(r->cbs, cap * sizeof *a);
        if (a == NULL) return false;
        r->cbs = a;
        r->cbcap = cap;
    }
    r->cbs[r->ncbs++] = w;
    r->cbs[r->ncbs++] = cb;
    return true;
}

/* full: the whole heap, else the young objects; exact: CPython's count
 * of what was found (gc.collect()), else leaves may stay out (add_young). */
static Result collect_locked(ThreadState *ts, bool full, bool exact)
{
    Result res = {0, 0, NULL, NULL, 0, 0};
    size_t survivors = 0;
    uint64_t t0 = now_us();
    stw_stop_the_world(ts);

    /* 1. the threads */
    size_t nthreads;
    ThreadState **threads = snapshot_threads(ts, &nthreads);

    /* The vectors keep their capacity from one collection to the next
     * (gc_lock): no page faults for a big heap's object vector. */
    Walk w = {.objs = objs_buf, .stack_refs = roots_buf};
    w.objs.n = w.stack_refs.n = 0;
    w.objs.failed = w.stack_refs.failed = false;
    if (threads == NULL) goto restart;

    /* Objects waiting to be counted per thread are now; every thread's
     * per-thread counts go into the headers (gc/perthread.c). */
    pt_promote_stopped();
    pt_fold(threads, nthreads);

    /* 2. thread stacks */
    for (size_t k = 0; k < nthreads; k++) scan_frames(threads[k], &w.stack_refs);
    if (w.stack_refs.failed) goto restart; /* out of memory: collect nothing */
    if (w.stack_refs.n > 1) qsort(w.stack_refs.items, w.stack_refs.n, sizeof(Object *), cmp_ptr);

    /* 2b. a full collection first marks what is certainly alive.  Before
     * the page table is built, mi_heap_collect takes back the pages other
     * threads emptied; it may touch the owner's mimalloc thread data
     * (segments), so only for threads that stopped themselves at a
     * safepoint (or this one), not for ones the stop caught detached:
     * those may be inside malloc on their default heap.  Correctness does
     * not depend on it: a freed block has GCB_ALIVE clear either way. */
    for (size_t k = 0; k < nthreads && full; k++)
        if (threads[k] == ts || !threads[k]->stw_parked) mi_heap_collect(threads[k]->gc_heap, false);
    if (full) {
        mark_alive(threads, nthreads, &w.stack_refs);
        w.marked = !gc_pages.failed;
    }

    /* 3. the heaps, or the young lists (gc/young.c) */
    for (size_t k = 0; k < nthreads && !w.objs.failed && full; k++)
        mi_heap_visit_blocks(threads[k]->gc_heap, true, visit_block, &w);
    if (!full) w.visited = young_gather(threads, nthreads, exact ? add_young_exact : add_young, &w);
    Entry *items = w.objs.items;
    size_t n = w.objs.n;

    /* 4. queued decrements not yet applied */
    for (size_t k = 0; k < nthreads; k++) {
        ThreadState *t = threads[k];
        pthread_mutex_lock(&t->mq_lock);
        for (size_t j = 0; j < t->mq_len; j++) {
            FPY_ASSERT(t->mq_items[j]->ob_gc_bits & GCB_ALIVE, "step 4: a queued object is alive (its owner holds it)");
            if (in_set(t->mq_items[j])) set_refs(t->mq_items[j], refs(t->mq_items[j]) - 1);
        }
        pthread_mutex_unlock(&t->mq_lock);
    }
    if (w.objs.failed) goto restore; /* out of memory: everything stays */

    /* 5. subtract internal references */
    for (size_t i = 0; i < n; i++) traverse_counted(items[i].o, visit_decref, NULL);

    /* 6. mark from the roots */
#ifdef FPY_DEBUG
    for (size_t i = 0; i < n; i++)
        if (refs(items[i].o) < 0) {
            fprintf(stderr, "gc: %s object %p has gc_refs %ld: a traverse visits an uncounted reference\n",
                    TYPE_NAME(items[i].o), (void *)items[i].o, (long)refs(items[i].o));
            if (TYPE(items[i].o) == &Function_Type)
                fprintf(stderr, "gc: (function %s)\n", str_cstr(((FunctionObject *)items[i].o)->qualname));
            abort();
        }
#endif
    PtrVec stack = mark_buf;
    stack.n = 0;
    stack.failed = false;
    for (size_t i = 0; i < n; i++) {
        Object *o = items[i].o;
        if (refs(o) == 0 || (o->ob_gc_bits & GCB_REACHABLE)) continue;
        o->ob_gc_bits |= GCB_REACHABLE;
        ptr_push(&stack, o);
        while (stack.n > 0) traverse_all(stack.items[--stack.n], visit_mark, &stack);
    }
    if (stack.failed) {
        /* A mark stack that could not grow lost work: treat everything as reachable. */
        for (size_t i = 0; i < n; i++) items[i].o->ob_gc_bits |= GCB_REACHABLE;
    }

    /* 7a. CPython's count: peel off the garbage counting would have freed */
    size_t acyclic = 0;
    for (size_t i = 0; i < n; i++)
        if (is_garbage(items[i].o)) set_refs(items[i].o, 0), res.garbage++;
    if (res.garbage > 0) {
        for (size_t i = 0; i < n; i++)
            if (is_garbage(items[i].o)) traverse_all(items[i].o, visit_indegree, NULL);
        stack.n = 0;
        for (size_t i = 0; i < n; i++) {
            Object *o = items[i].o;
            if (is_garbage(o) && refs(o) == 0) {
                set_refs(o, PEELED);
                ptr_push(&stack, o);
                while (stack.n > 0) traverse_all(stack.items[--stack.n], visit_peel, &stack);
            }
        }
        for (size_t i = 0; i < n; i++) acyclic += is_garbage(items[i].o) && refs(items[i].o) == PEELED;
    }
    FPY_ASSERT(acyclic <= res.garbage, "step 7: what counting would have freed is part of the garbage");
    mark_buf = stack;
    res.found = (ssize_t)(res.garbage - acyclic);

restore:
    /* 7b. owners back; garbage handed over to shared counting with the
     * collector's hold; the garbage is moved to the front of items. */
    {
        size_t g = 0;
        for (size_t i = 0; i < n; i++) {
            Object *o = items[i].o;
            bool garbage = is_garbage(o) && !w.objs.failed;
            intptr_t gc_refs = refs(o);
            (void)gc_refs; /* read by the assertion below only */
            o->ob_tid = items[i].tid;
            o->ob_gc_bits &= (uint8_t) ~(GCB_COLLECTING | GCB_REACHABLE);
            if (garbage) {
                FPY_ASSERT(gc_refs >= PEELED && !(o->ob_gc_bits & GCB_REACHABLE),
                           "step 7: garbage was reached from no root");
                intptr_t count = true_count(o) + 1; /* + the collector's hold */
                if (items[i].tid == BRC_TID_PERTHREAD) pt_release(o); /* back to header counting */
                atomic_store_explicit(&o->ob_ref_shared, count << BRC_SHIFT | BRC_MERGED, memory_order_relaxed);
                o->ob_ref_local = 0;
                o->ob_tid = 0;
                o->ob_gc_bits |= GCB_COLLECTING; /* marks garbage until the swap below */
                Entry e = items[g];
                items[g++] = items[i];
                items[i] = e;
            }
        }
#ifdef FPY_DEBUG
        for (size_t i = g; i < n; i++) items[i].o->ob_gc_bits |= GCB_REACHABLE; /* verify skips garbage */
        verify(items + g, n - g, threads, nthreads);
        for (size_t i = g; i < n; i++) items[i].o->ob_gc_bits &= (uint8_t)~GCB_REACHABLE;
#endif
        /* Garbage leaves the collector's view for good (untracked, as the
         * trashcan's put-aside objects): a collection that starts while
         * this one's step 8 runs must not judge it again, since its
         * collector references (deferred, per-thread) are dropped in step 8
         * and judging it again would drop them a second time. */
        /* Weak references (gc/weakref.c), before anything of the garbage
         * goes and while the world is stopped (so that no thread can take
         * garbage back through one): those to garbage are cleared, their
         * callbacks kept for step 8 unless the reference is garbage too
         * (never called, as CPython's handle_weakrefs); a garbage weak
         * reference to a live object leaves that object's list now, so
         * getweakrefs() cannot hand it out either. */
        for (size_t i = 0; i < g; i++) {
            Object *o = items[i].o;
            if (!(o->ob_gc_bits & GCB_WEAKREFS)) continue;
            if (is_weakref_obj(o)) weakref_detach_garbage((WeakRefObject *)o);
            weakref_clear_for_gc(o, garbage_now, push_callback, &res); /* a ref subclass may be a referent too */
        }
        for (size_t i = 0; i < g; i++) items[i].o->ob_gc_bits &= (uint8_t)~(GCB_COLLECTING | GCB_TRACKED);
        survivors = n - g + w.alive + w.leaves;
    }

restart:
    /* Counting starts again here, with the world still stopped: every
     * tracked allocation made after the restart counts towards the next
     * collection (see "Threads" above). */
    gc_local_count = 0;
    atomic_store_explicit(&gc_count, 0, memory_order_relaxed);
    if (threads != NULL) young_reset(threads, nthreads); /* the survivors are old */
    {
        intptr_t by_pages = (intptr_t)gc_pages.nareas * PAGE_ALLOCS, by_threads = (intptr_t)nthreads * THREAD_ALLOCS;
        atomic_store_explicit(&young_min, by_pages > by_threads ? by_pages : by_threads, memory_order_relaxed);
    }
    {
        /* Leaf lists count as old when they stop being leaves (list.c's
         * note_item), not as they survive. */
        intptr_t unleafed = 0;
        for (size_t k = 0; threads != NULL && k < nthreads; k++) unleafed += (intptr_t)threads[k]->unleafed, threads[k]->unleafed = 0;
        if (full) old_total = (intptr_t)survivors, old_pending = 0;
        else old_pending += (intptr_t)(survivors - w.leaf_lists) + unleafed;
    }
    __atomic_store_n(&young_since_full, full ? 0 : young_since_full + 1, __ATOMIC_RELAXED); /* read lock-free by gc.get_count() */
    qsbr_world_stopped(); /* what threads retired is ready: freed at their next safepoints */
    stw_start_the_world(ts);
    uint64_t pause = now_us() - t0;
    pt_drop_dead();
    GcGenStats *gs = full ? &stats.full : &stats.young;
    gs->collections++;
    gs->examined += w.visited;
    gs->freed += res.garbage;
    gs->found += (uint64_t)res.found;
    gs->pause_total_us += pause;
    if (pause > gs->pause_max_us) gs->pause_max_us = pause;
    pauses_note(full ? &full_pauses : &young_pauses, pause);
    free(threads);
    roots_buf = w.stack_refs;
    objs_buf = w.objs;

    /* The garbage (items[0..garbage)) leaves with the caller, which frees
     * it after releasing gc_lock: a copy, since the vector is reused. */
    if (res.garbage > 0) {
        res.items = malloc(res.garbage * sizeof(Entry));
        if (res.items != NULL) memcpy(res.items, w.objs.items, res.garbage * sizeof(Entry));
        else res.garbage = 0, res.found = 0; /* out of memory: the garbage stays held (leaked, never freed early) */
    }
    return res;
}

/* 8. Free the garbage (items[0..g)), with the world running and gc_lock
 * released (another thread may start the next collection meanwhile: it
 * sees this garbage as held, so alive, and stops this thread only at a
 * safepoint, after this loop).  Clear, then let go. */
static void free_garbage(Entry *items, size_t g, Object **cbs, size_t ncbs)
{
    /* First the callbacks of the weak references to the garbage: Python
     * code, which sees every such reference dead and none of the garbage. */
    for (size_t i = 0; i + 1 < ncbs; i += 2) weakref_call_callback(cbs[i], cbs[i + 1]);
    if (g == 0) return;
    Object *pending = err_fetch(); /* clear functions run no Python code, but keep any exception safe */
    for (size_t i = 0; i < g; i++) {
        FPY_ASSERT(items[i].o->ob_tid == 0 && (items[i].o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) == GCB_ALIVE,
                   "step 8: garbage is alive, merged, untracked and owned by no thread until the collector lets go");
        InquiryFunc clear = TYPE(items[i].o)->clear;
        if (clear != NULL) clear(items[i].o);
    }
    for (size_t i = 0; i < g; i++)
        if ((items[i].o->ob_flags & OBF_DEFERRED) || (items[i].o->ob_gc_bits & GCB_PERTHREAD))
            DECREF(items[i].o); /* the collector's reference */
    for (size_t i = 0; i < g; i++) DECREF(items[i].o);
    if (err_occurred()) err_clear();
    if (pending != NULL) err_restore(pending);
}

/* Run a collection unless this thread is already collecting.  wait: block
 * (detached) for another thread's collection to end; else give up. */
static bool threshold_passed(void);

/* gen: 0 or 1 a young collection, 2 a full one, -1 (automatic) whichever
 * is due. */
static ssize_t collect(ThreadState *ts, bool wait, bool due, int gen)
{
    if (in_collect) return 0;
    if (pthread_mutex_trylock(&gc_lock) != 0) {
        if (!wait) return -1;
        thread_detach(ts);
        pthread_mutex_lock(&gc_lock);
        thread_attach(ts);
        /* An automatic collection that waited: the one it waited for
         * may have made it pointless (its count restarted). */
        if (due && !threshold_passed() && !young_is_long(ts)) {
            pthread_mutex_unlock(&gc_lock);
            return 0;
        }
    }
    in_collect = true;
    bool full = gen == 2 || (gen < 0 && old_pending_passed());
    Result r = collect_locked(ts, full, gen >= 0); /* resets the count (world stopped) */
    pthread_mutex_unlock(&gc_lock);
    /* The frees of the garbage are not counted (gc_alloc_flush drops them
     * while in_collect): they must not push the next collection back. */
    free_garbage(r.items, r.garbage, r.cbs, r.ncbs);
    free(r.items);
    free(r.cbs);
    gc_local_count = 0;
    in_collect = false;
    return r.found;
}

ssize_t gc_collect(void)
{
    ThreadState *ts = ts_get();
    /* References this thread has dropped that QSBR still holds (items
     * removed from a list threads share, gc/qsbr.c) are released first:
     * CPython has dropped them already, so what they kept alive is garbage
     * this collection must find.  With the world stopped every thread has
     * reported, so all of them are ready. */
    if (!in_collect && qsbr_pending() > 0) {
        stw_stop_the_world(ts);
        qsbr_world_stopped();
        stw_start_the_world(ts);
        qsbr_poll();
    }
    return collect(ts, true, false, 2);
}

ssize_t gc_collect_generation(int gen)
{
    if (gen == 2) return gc_collect();
    return collect(ts_get(), true, false, gen);
}

/* ---- automatic collection ---------------------------------------------------- */

/* Is a collection due?  Enough net tracked allocations since the last one
 * (the threshold, CPython's 700 by default): a young collection, whose
 * cost is proportional to those allocations; or a full one, when the old
 * objects have grown enough (old_pending_passed), whose cost is paid for by that
 * growth.  Either way the total work stays linear in the allocations. */
static bool threshold_passed(void)
{
    intptr_t count = atomic_load_explicit(&gc_count, memory_order_relaxed);
    if (gc_stress) return count > 0; /* every flush: gc_flush_quantum is the stress period */
    intptr_t t0 = atomic_load_explicit(&gc_threshold0, memory_order_relaxed);
    return t0 > 0 && count >= t0 && count >= atomic_load_explicit(&young_min, memory_order_relaxed);
}

void gc_request(ThreadState *ts)
{
    if (in_collect || gc_due || !atomic_load_explicit(&gc_enabled, memory_order_relaxed)) return;
    gc_due = true;
    /* The merge bit sends the thread to brc_process_queue at its next
     * safepoint, which calls gc_collect_due. */
    atomic_fetch_or_explicit(&ts->eval_breaker, EVAL_BREAKER_MERGE, memory_order_relaxed);
}

void gc_alloc_flush(void)
{
    intptr_t local = gc_local_count;
    gc_local_count = 0;
    if (in_collect) return; /* the collector freeing garbage: not counted */
    atomic_fetch_add_explicit(&gc_count, local, memory_order_relaxed);
    if (local <= 0 || in_collect || !atomic_load_explicit(&gc_enabled, memory_order_relaxed)) return;
    if (!threshold_passed()) return;
    ThreadState *ts = ts_get();
    if (ts != NULL) gc_request(ts);
}

void gc_collect_due(void)
{
    gc_due = false;
    ThreadState *ts = ts_get();
    if (in_collect || !atomic_load_explicit(&gc_enabled, memory_order_relaxed)) return;
    if (atomic_load_explicit(&ts->status, memory_order_relaxed) != TS_ATTACHED) return;
    if (!threshold_passed() && !young_is_long(ts)) return; /* another thread's collection came first */
    collect(ts, true, true, -1);
}

/* ---- the gc module's knobs ------------------------------------------------------ */

bool gc_is_enabled(void) { return atomic_load(&gc_enabled); }
void gc_set_enabled(bool on) { atomic_store(&gc_enabled, on); }

void gc_get_threshold(ssize_t out[3])
{
    out[0] = atomic_load(&gc_threshold0);
    out[1] = atomic_load(&gc_threshold1);
    out[2] = atomic_load(&gc_threshold2);
}

void gc_set_threshold(ssize_t t0, ssize_t t1, ssize_t t2)
{
    atomic_store(&gc_threshold0, t0);
    atomic_store(&gc_threshold1, t1);
    atomic_store(&gc_threshold2, t2);
}

ssize_t gc_get_count(void)
{
    intptr_t c = atomic_load_explicit(&gc_count, memory_order_relaxed) + gc_local_count;
    return c < 0 ? 0 : c;
}

ssize_t gc_get_young_since_full(void)
{
    /* no gc_lock: an attached thread must never block on it (a collector
     * holding it waits for every thread to park) */
    return __atomic_load_n(&young_since_full, __ATOMIC_RELAXED);
}

GcStats gc_get_stats(void)
{
    /* At exit a daemon thread may have been stopped inside a collection,
     * holding gc_lock: then read the counters as they are. */
    bool locked = pthread_mutex_trylock(&gc_lock) == 0;
    GcStats s = stats;
    if (locked) {
        s.young.pause_p50_us = percentile(&young_pauses, 50);
        s.young.pause_p99_us = percentile(&young_pauses, 99);
        s.full.pause_p50_us = percentile(&full_pauses, 50);
        s.full.pause_p99_us = percentile(&full_pauses, 99);
        pthread_mutex_unlock(&gc_lock);
    }
    return s;
}

static void print_gen(FILE *out, const char *name, const GcGenStats *g, const char *examined)
{
    fprintf(out, "gc: %llu %s collections, %llu %s examined (%llu per collection), %llu objects freed\n",
            (unsigned long long)g->collections, name, (unsigned long long)g->examined, examined,
            (unsigned long long)(g->collections ? g->examined / g->collections : 0), (unsigned long long)g->freed);
    fprintf(out, "gc:   pauses total %llu us, p50 %llu us, p99 %llu us, longest %llu us\n",
            (unsigned long long)g->pause_total_us, (unsigned long long)g->pause_p50_us,
            (unsigned long long)g->pause_p99_us, (unsigned long long)g->pause_max_us);
}

void gc_print_stats(FILE *out)
{
    GcStats s = gc_get_stats();
    uint64_t n = s.young.collections + s.full.collections;
    uint64_t longest = s.young.pause_max_us > s.full.pause_max_us ? s.young.pause_max_us : s.full.pause_max_us;
    fprintf(out, "gc: %llu collections, %llu stop-the-world pauses, total %llu us, longest %llu us\n",
            (unsigned long long)n, (unsigned long long)n,
            (unsigned long long)(s.young.pause_total_us + s.full.pause_total_us), (unsigned long long)longest);
    print_gen(out, "young", &s.young, "young records");
    print_gen(out, "full", &s.full, "heap blocks");
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) fprintf(out, "gc: peak RSS %ld KiB\n", ru.ru_maxrss);
    pt_print_stats(out);
    stats_print(out);
}

/* ---- gc.get_objects(), gc.freeze() ----------------------------------------------- */

typedef struct {
    int gen;         /* gc.get_objects: -1 all, 0 young, 2 old; for the others unused */
    int op;          /* OBJ_LIST, OBJ_FREEZE, OBJ_UNFREEZE, OBJ_COUNT_FROZEN */
    PtrVec out;      /* OBJ_LIST: the objects, each INCREF'd */
    size_t count;
} ObjWalk;
enum { OBJ_LIST, OBJ_FREEZE, OBJ_UNFREEZE, OBJ_COUNT_FROZEN };

static bool is_live_tracked(const Object *o)
{
    return (o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) == (GCB_ALIVE | GCB_TRACKED) && !(o->ob_flags & OBF_IMMORTAL);
}

static bool obj_walk_one(Object *o, void *arg)
{
    ObjWalk *w = arg;
    if (!is_live_tracked(o)) return true;
    switch (w->op) {
    case OBJ_LIST:
        /* young objects carry GCB_COLLECTING during the walk (young_mark) */
        if (w->gen == 2 && (o->ob_gc_bits & GCB_COLLECTING)) return true;
        if (w->gen == 0 && !(o->ob_gc_bits & GCB_COLLECTING)) return true;
        ptr_push(&w->out, o);
        if (w->out.failed) return false;
        INCREF(o);
        break;
    case OBJ_FREEZE: o->ob_gc_bits |= GCB_FROZEN; w->count++; break;
    case OBJ_UNFREEZE: w->count += (o->ob_gc_bits & GCB_FROZEN) != 0; o->ob_gc_bits &= (uint8_t)~GCB_FROZEN; break;
    case OBJ_COUNT_FROZEN: w->count += (o->ob_gc_bits & GCB_FROZEN) != 0; break;
    }
    return true;
}

static bool obj_walk_block(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *arg)
{
    (void)heap, (void)area;
    if (block == NULL || size < sizeof(Object)) return true;
    return obj_walk_one(block, arg);
}

static bool young_mark(Object *o, void *arg)
{
    (void)arg;
    if (is_live_tracked(o)) o->ob_gc_bits |= GCB_COLLECTING;
    return true;
}

static bool young_unmark(Object *o, void *arg)
{
    (void)arg;
    if (o->ob_gc_bits & GCB_ALIVE) o->ob_gc_bits &= (uint8_t)~GCB_COLLECTING;
    return true;
}

/* Walk every live tracked object of every heap with the world stopped
 * (and gc_lock held: no collection's garbage is half handed over). */
static void obj_walk(ObjWalk *w)
{
    ThreadState *ts = ts_get();
    thread_detach(ts);
    pthread_mutex_lock(&gc_lock);
    thread_attach(ts);
    stw_stop_the_world(ts);
    size_t n;
    ThreadState **threads = snapshot_threads(ts, &n);
    if (threads != NULL) {
        bool by_age = w->op == OBJ_LIST && w->gen >= 0;
        if (by_age) young_gather(threads, n, young_mark, NULL);
        for (size_t k = 0; k < n; k++) mi_heap_visit_blocks(threads[k]->gc_heap, true, obj_walk_block, w);
        if (by_age) young_gather(threads, n, young_unmark, NULL);
        if (w->op == OBJ_FREEZE) young_reset(threads, n); /* frozen: no longer young */
        if (w->op == OBJ_UNFREEZE) old_total += (intptr_t)w->count; /* CPython moves them to the oldest generation */
    }
    free(threads);
    stw_start_the_world(ts);
    pthread_mutex_unlock(&gc_lock);
}

Object **gc_get_objects(int gen, size_t *n)
{
    ObjWalk w = {.gen = gen, .op = OBJ_LIST};
    *n = 0;
    if (gen == 1) return malloc(sizeof(Object *)); /* fpy has no middle generation */
    obj_walk(&w);
    if (w.out.failed) {
        for (size_t i = 0; i < w.out.n; i++) DECREF(w.out.items[i]);
        free(w.out.items);
        return NULL;
    }
    *n = w.out.n;
    return w.out.items != NULL ? w.out.items : malloc(sizeof(Object *));
}

void gc_freeze(void)
{
    ObjWalk w = {.op = OBJ_FREEZE};
    obj_walk(&w);
}

void gc_unfreeze(void)
{
    ObjWalk w = {.op = OBJ_UNFREEZE};
    obj_walk(&w);
}

size_t gc_get_freeze_count(void)
{
    ObjWalk w = {.op = OBJ_COUNT_FROZEN};
    obj_walk(&w);
    return w.count;
}

/* ---- for the unit tests ---------------------------------------------------------- */

static bool find_block(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *arg)
{
    (void)heap, (void)area, (void)size;
    Object **want = arg;
    if (block == *want && (((Object *)block)->ob_gc_bits & GCB_ALIVE)) *want = NULL;
    return *want != NULL;
}

bool gc_heap_has_live(const Object *p)
{
    ThreadState *ts = ts_get();
    Object *want = (Object *)p;
    stw_stop_the_world(ts);
    pthread_mutex_lock(&ts->interp->lock);
    ThreadState *first = ts->interp->threads;
    pthread_mutex_unlock(&ts->interp->lock);
    for (ThreadState *t = first; t != NULL && want != NULL; t = t->next) {
        mi_heap_collect(t->gc_heap, false);
        mi_heap_visit_blocks(t->gc_heap, true, find_block, &want);
    }
    stw_start_the_world(ts);
    return want == NULL;
}
