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
 * object.  So before reading a record as an object, young_gather checks
 * it against the pages of every thread's GC heap, as mimalloc reports
 * them (mi_heap_visit_blocks without blocks: one call per page): the
 * pointer must lie in a page's committed part, at a whole number of
 * blocks from its start.  Such a pointer is a block, safe to read;
 * whether it holds a live tracked object is then the header's GCB_ALIVE
 * and GCB_TRACKED, as in a full heap walk.  The pages go into a hash
 * table keyed by 64 KiB chunk (mimalloc's pages are made of whole,
 * aligned 64 KiB slices, so no chunk holds two pages), so a check is one
 * probe and one division.  A record that fails is dropped: a young object
 * nobody examines is merely treated as old (gc/collect.c explains why
 * that is safe), and a full collection examines everything anyway.
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
 * Lengths.  Frees that do not pop leave the list longer than the number
 * of young objects alive (a program that builds and drops trees makes
 * many stale records and few survivors, so the collector's net count
 * rarely triggers).  A list that reaches YOUNG_LONG records asks its
 * thread for a collection (a young one, which drops the stale records);
 * one that reaches YOUNG_MAX (the collector disabled) stops recording:
 * the objects it would have recorded are found by full collections only.
 *
 * Invariants:
 *   - only the owner writes its list, except a collector emptying it
 *     while the world is stopped; a collector reads lists only then;
 *   - a record is read as an object header only after young_gather has
 *     found it at a block boundary of a committed page of a GC heap.
 */
#include <stdlib.h>

#include "gc/collect.h"
#include "gc/young.h"
#include "runtime/api.h"

enum {
    YOUNG_FIRST = 1024,    /* first allocation of a list */
    YOUNG_LONG = 1 << 16,  /* records that ask for a collection */
    YOUNG_MAX = 1 << 22,   /* records kept at most (32 MiB) */
    YOUNG_KEEP = 1 << 17,  /* a reset list keeps this capacity at most */
    CHUNK_SHIFT = 16,      /* mimalloc's slice: 64 KiB */
};

void young_grow(ThreadState *ts, Object *o)
{
    if (ts->young_cap >= YOUNG_MAX) return; /* full: the object counts as old */
    uint32_t ncap = ts->young_cap ? ts->young_cap * 2 : YOUNG_FIRST;
    Object **p = realloc(ts->young, ncap * sizeof *p);
    if (p == NULL) return; /* out of memory: the same */
    ts->young = p;
    ts->young_cap = ncap;
    ts->young[ts->young_n++] = o;
    if (ts->young_n >= YOUNG_LONG) gc_request(ts);
}

bool young_is_long(const ThreadState *ts) { return ts->young_n >= YOUNG_LONG; }

/* ---- the page table --------------------------------------------------------- */

typedef struct {
    uintptr_t start, end, stride; /* committed blocks [start, end), stride bytes apart */
} Area;

typedef struct {
    Area *areas;
    size_t nareas, areas_cap;
    uintptr_t *keys; /* chunk number (addr >> CHUNK_SHIFT); 0 = empty */
    uint32_t *vals;  /* index into areas */
    size_t mask;     /* table size - 1 */
    bool failed;
} Pages;

/* Reused from one collection to the next (the callers hold gc_lock). */
static Pages pages;

static bool note_area(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *arg)
{
    (void)heap, (void)size;
    Pages *pg = arg;
    if (block != NULL || area->committed == 0 || area->full_block_size == 0) return true;
    if (pg->nareas == pg->areas_cap) {
        size_t ncap = pg->areas_cap ? pg->areas_cap * 2 : 256;
        Area *a = realloc(pg->areas, ncap * sizeof *a);
        if (a == NULL) {
            pg->failed = true;
            return false;
        }
        pg->areas = a;
        pg->areas_cap = ncap;
    }
    uintptr_t start = (uintptr_t)area->blocks;
    pg->areas[pg->nareas++] = (Area){start, start + area->committed, area->full_block_size};
    return true;
}

static inline size_t slot_of(uintptr_t key, size_t mask)
{
    return (size_t)((key * 0x9E3779B97F4A7C15u) >> 20) & mask;
}

static void build_table(Pages *pg)
{
    size_t chunks = 0;
    for (size_t i = 0; i < pg->nareas; i++)
        chunks += ((pg->areas[i].end - 1) >> CHUNK_SHIFT) - (pg->areas[i].start >> CHUNK_SHIFT) + 1;
    size_t size = 64;
    while (size < 2 * chunks) size *= 2;
    if (size - 1 > pg->mask || pg->keys == NULL) {
        free(pg->keys);
        free(pg->vals);
        pg->keys = malloc(size * sizeof *pg->keys);
        pg->vals = malloc(size * sizeof *pg->vals);
        if (pg->keys == NULL || pg->vals == NULL) {
            free(pg->keys), free(pg->vals);
            pg->keys = NULL, pg->vals = NULL, pg->mask = 0;
            pg->failed = true;
            return;
        }
        pg->mask = size - 1;
    }
    for (size_t i = 0; i <= pg->mask; i++) pg->keys[i] = 0;
    for (size_t i = 0; i < pg->nareas; i++) {
        for (uintptr_t c = pg->areas[i].start >> CHUNK_SHIFT; c <= (pg->areas[i].end - 1) >> CHUNK_SHIFT; c++) {
            size_t s = slot_of(c, pg->mask);
            while (pg->keys[s] != 0 && pg->keys[s] != c) s = (s + 1) & pg->mask;
            FPY_ASSERT(pg->keys[s] == 0, "no 64 KiB chunk holds two mimalloc pages");
            pg->keys[s] = c;
            pg->vals[s] = (uint32_t)i;
        }
    }
}

/* Is p the start of a block in a committed page of a GC heap? */
static inline bool is_block(const Pages *pg, uintptr_t p)
{
    uintptr_t c = p >> CHUNK_SHIFT;
    for (size_t s = slot_of(c, pg->mask); pg->keys[s] != 0; s = (s + 1) & pg->mask) {
        if (pg->keys[s] != c) continue;
        const Area *a = &pg->areas[pg->vals[s]];
        return p >= a->start && p + sizeof(Object) <= a->end && (p - a->start) % a->stride == 0;
    }
    return false;
}

/* ---- gathering -------------------------------------------------------------- */

size_t young_gather(ThreadState **threads, size_t n, bool (*add)(Object *o, void *arg), void *arg)
{
    Pages *pg = &pages;
    pg->nareas = 0;
    pg->failed = false;
    for (size_t k = 0; k < n && !pg->failed; k++) mi_heap_visit_blocks(threads[k]->gc_heap, false, note_area, pg);
    if (!pg->failed) build_table(pg);
    if (pg->failed) return 0; /* out of memory: nothing is young this time */
    size_t looked = 0;
    for (size_t k = 0; k < n; k++) {
        ThreadState *t = threads[k];
        looked += t->young_n;
        for (uint32_t i = 0; i < t->young_n; i++)
            if (is_block(pg, (uintptr_t)t->young[i]) && !add(t->young[i], arg)) return looked;
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
