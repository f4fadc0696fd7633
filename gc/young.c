/* young.c: young objects, and how the collector finds them without
 * walking the heap.
 *
 * Most objects die young; the ones that survive a collection tend to live
 * on.  A generational collector exploits this: most collections examine
 * only the objects made since the last one (the young generation), and
 * the whole heap (a full collection) is examined only once the survivors
 * have grown by a fixed fraction (CPython's rule: a quarter of what the
 * last full collection left alive; gc/collect.c).  The work per young
 * collection is proportional to the young objects, not to the heap, so
 * its pause stays short however big the program's data grows.
 *
 * Finding the young objects.  CPython links every tracked object into a
 * per-generation list through a 16-byte header in front of it; moving
 * survivors to the old list is a splice.  fpy's objects have no such
 * header (and a list ordered by generation would be shared by every
 * thread).  Instead each thread records, on its own young list (an
 * array in its ThreadState), every tracked object it allocates
 * (gc/alloc.c).  Nothing is shared and nothing moves: a record is one
 * store on the allocating thread.  Frees do not search the list: an
 * object freed right after it was made (the commonest death) pops its
 * own record if it is still the last one (young_forget); any other dead
 * object leaves a stale record behind.  A collection empties every list
 * (young_reset): whatever survived it is old.
 *
 * Stale records.  A record may name a block that was freed, reused for a
 * new object (young too: it was allocated after the last collection), or
 * whose mimalloc page was emptied and handed back, or reused for blocks
 * of another size, so that the pointer now falls inside some other
 * object.  So young_gather reads a record as an object only if the page
 * table (gc/pages.c) finds it at a block boundary of a committed page of
 * a GC heap, and takes it only if the header there is one a young object
 * of that thread can have (young_plausible): GCB_ALIVE and GCB_TRACKED
 * set, owned by that thread, by no thread or per thread, and a type that
 * is a type.  The bits alone are not enough: a block never handed out
 * since its page was carved from memory that held other data can show
 * both bits (seen in tests/scripts/602: free blocks of GC pages whose
 * bits read 0xff or 0x1f and whose "type" is 0x1 or 0x3).  A record that
 * fails is dropped: a young object nobody examines is merely treated as
 * old (see below why that is safe), and a full collection examines
 * everything anyway.
 *
 * Why no write barrier.  An old object that comes to hold a reference to
 * a young one counted that reference in the young object's count.  A
 * young collection subtracts only the references held by young objects,
 * so that one stays in the count: the young object looks referenced from
 * outside the young set, which makes it a root, alive, with everything
 * reachable from it (the same reasoning as CPython's generations).  What
 * a young collection cannot free is a cycle that runs through old
 * objects: the next full collection frees it.
 *
 * Leaf lists (gc/collect.c's essay).  A list born holding no tracked
 * object takes its record straight back (gc_leaf_born: nothing tracked
 * was allocated since, so it is the latest); a leaf given a tracked
 * object is recorded again by the thread that gave it, unless another
 * thread owns it (gc_leaf_ended), so a cycle closed through it is a
 * young one.
 *
 * Lengths.  Frees that do not pop leave the list longer than the number
 * of young objects alive (a program that builds and drops trees makes
 * many stale records and few survivors, so the collector's net count
 * rarely triggers; a loop that makes a closure per turn frees the old one
 * after making the new).  A list that reaches YOUNG_LONG records is first
 * compacted by its owner, with the world running (compact: records of
 * dead objects dropped, duplicates too); only if half of it is still live
 * young objects does it ask for a collection.  Stopping the world for
 * stale records instead cost make_closure 15% of its speed at 1 thread
 * and a tenth of its 2-thread scaling.  A list that reaches YOUNG_MAX
 * (the collector disabled) stops recording: the objects it would have
 * recorded are found by full collections only.
 *
 * Invariants:
 *   - only the owner writes its list, except a collector emptying it
 *     while the world is stopped; a collector reads lists only then;
 *   - a record is read as an object header only after the page table has
 *     found it at a block boundary of a committed page of a GC heap, and
 *     handed to the collector only if young_plausible accepts the header.
 */
#include <stdlib.h>
#include <string.h>

#include "gc/collect.h"
#include "gc/pages.h"
#include "gc/young.h"
#include "runtime/api.h"

enum {
    YOUNG_FIRST = 1024,    /* first allocation of a list */
    YOUNG_LONG = 1 << 13,  /* records that ask for a collection */
    YOUNG_MAX = 1 << 22,   /* records kept at most (32 MiB) */
    YOUNG_KEEP = 1 << 14,  /* a reset list keeps this capacity at most */
};

/* The owner's table of its own GC heap's pages, and a hash set of the
 * records kept (see compact). */
static _Thread_local PageTable own_pages;
static _Thread_local uintptr_t *seen;
static _Thread_local size_t seen_mask;

/* Add p to the set; false if it was there already. */
static bool seen_add(uintptr_t p)
{
    size_t s = (size_t)((p * 0x9E3779B97F4A7C15u) >> 24) & seen_mask;
    while (seen[s] != 0) {
        if (seen[s] == p) return false;
        s = (s + 1) & seen_mask;
    }
    seen[s] = p;
    return true;
}

/* Drop this thread's records of objects that died, with the world
 * running: a record is read only if it lies at a block boundary of a page
 * of this thread's own GC heap, whose pages no other thread frees or
 * reshapes (gc/pages.c), so the block stays readable while we look;
 * another thread may be freeing or reusing it this moment, so its bits
 * are read atomically, and a wrong guess either way is harmless (a record
 * kept is checked again by the collector; a record dropped only makes
 * its object old).  Records in other heaps' blocks (from the block
 * cache) are kept unread.  A block freed and reused (the block cache hands
 * a dead temporary's block to the next one) has one record per use: only
 * one is kept.  Returns how many records remain. */
static uint32_t compact(ThreadState *ts)
{
    if (!pages_build_into(&own_pages, &ts, 1, false)) return ts->young_n;
    size_t size = 64;
    while (size < 2 * (size_t)ts->young_n) size *= 2;
    if (seen == NULL || size - 1 > seen_mask) {
        free(seen);
        seen = malloc(size * sizeof *seen);
        seen_mask = seen != NULL ? size - 1 : 0;
        if (seen == NULL) return ts->young_n;
    }
    memset(seen, 0, (seen_mask + 1) * sizeof *seen);
    uint32_t w = 0;
    for (uint32_t i = 0; i < ts->young_n; i++) {
        Object *o = ts->young[i];
        if (!seen_add((uintptr_t)o)) continue; /* a second record of the same block */
        const PageArea *a = pages_area(&own_pages, (uintptr_t)o);
        if (a != NULL) {
            if (!pages_block_in(a, o)) continue;
            uint8_t bits = __atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED);
            if ((bits & (GCB_ALIVE | GCB_TRACKED)) != (GCB_ALIVE | GCB_TRACKED)) continue;
        }
        ts->young[w++] = o;
    }
    ts->young_n = w;
    return w;
}

void young_grow(ThreadState *ts, Object *o)
{
    if (ts->young_n >= YOUNG_LONG && ts->young_n == ts->young_cap) {
        /* Long: first drop the records of the dead, without stopping
         * anyone; only a list still half full of live young objects asks
         * for a collection. */
        if (compact(ts) >= YOUNG_LONG / 2) gc_request(ts);
        if (ts->young_n < ts->young_cap) {
            ts->young[ts->young_n++] = o;
            return;
        }
    }
    if (ts->young_cap >= YOUNG_MAX) return; /* full: the object counts as old */
    uint32_t ncap = ts->young_cap ? ts->young_cap * 2 : YOUNG_FIRST;
    Object **p = realloc(ts->young, ncap * sizeof *p);
    if (p == NULL) return; /* out of memory: the same */
    ts->young = p;
    ts->young_cap = ncap;
    ts->young[ts->young_n++] = o;
}

bool young_is_long(const ThreadState *ts) { return ts->young_n >= YOUNG_LONG / 2 && ts->young_n >= ts->young_cap / 2; }

/* ---- gathering -------------------------------------------------------------- */

extern char __executable_start[], _end[]; /* this program's image (the linker's symbols) */

/* Is tp a type: a static one (in this program's image) or a live class in
 * a GC heap, whose own type is `type` (or, depth allowing, a class that
 * is a type: a metaclass)?  Each pointer is read only once known to lie
 * in readable memory. */
static bool plausible_type(const Type *tp, int depth)
{
    uintptr_t p = (uintptr_t)tp;
    if (p & 7) return false;
    if (p >= (uintptr_t)__executable_start && p + sizeof(Type) <= (uintptr_t)_end)
        return TYPE((const Object *)tp) == &Type_Type;
    const Object *o = (const Object *)tp;
    if (!pages_has_block(&gc_pages, o) || !(o->ob_gc_bits & GCB_ALIVE) || !(tp->flags & TPF_HEAPTYPE)) return false;
    return TYPE(o) == &Type_Type || (depth > 0 && plausible_type(TYPE(o), depth - 1));
}

/* Could the block o (at a block boundary of a GC heap's page) be a live
 * young object recorded by thread t?  See "Stale records" above.  *known:
 * the last type found to be one (records in a row mostly share a type). */
static bool young_plausible(const Object *o, const ThreadState *t, const Type **known)
{
    if ((o->ob_gc_bits & (GCB_ALIVE | GCB_TRACKED)) != (GCB_ALIVE | GCB_TRACKED)) return false;
    uintptr_t tid = o->ob_tid;
    if (tid != t->tid && tid != 0 && tid != BRC_TID_PERTHREAD) return false;
    const Type *tp = TYPE(o);
    if (tp == *known) return true;
    if (!plausible_type(tp, 1)) return false;
    *known = tp;
    return true;
}

size_t young_gather(ThreadState **threads, size_t n, bool (*add)(Object *o, void *arg), void *arg)
{
    if (!pages_build(threads, n, false)) return 0; /* out of memory: nothing is young this time */
    size_t looked = 0;
    const Type *known = NULL;
    for (size_t k = 0; k < n; k++) {
        ThreadState *t = threads[k];
        looked += t->young_n;
        for (uint32_t i = 0; i < t->young_n; i++)
            if (pages_has_block(&gc_pages, t->young[i]) && young_plausible(t->young[i], t, &known) &&
                !add(t->young[i], arg))
                return looked;
    }
    return looked;
}

void young_reset(ThreadState **threads, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        ThreadState *t = threads[k];
        t->young_n = 0;
        if (t->young_cap > YOUNG_KEEP) {
            /* a list grown while the collector was off gives its memory back */
            free(t->young);
            t->young = NULL;
            t->young_cap = 0;
        }
    }
}

/* ---- leaf lists ------------------------------------------------------------ */

void gc_leaf_born(Object *o)
{
    ThreadState *ts = ts_get();
    if (ts != NULL) young_forget(ts, o); /* its record is the latest: nothing tracked was made since */
}

/* A leaf that young_plausible would accept on this thread's list (owned
 * by this thread, by none, or counted per thread) goes back on it; one
 * owned by another live thread would not, so it is counted instead as an
 * old object that may now be part of a cycle (ThreadState.unleafed),
 * towards the next full collection.  (A stale owner id read here only
 * sends it to the count.) */
void gc_leaf_ended(Object *o)
{
    ThreadState *ts = ts_get();
    if (ts == NULL) return;
    uintptr_t tid = atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed);
    if (tid == ts->tid || tid == 0 || tid == BRC_TID_PERTHREAD) young_record(ts, o);
    else ts->unleafed++;
}
