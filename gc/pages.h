/* pages.h: the collector's page table (gc/pages.c has the essay).
 *
 * Built while the world is stopped, from every thread's GC heap; valid
 * until the world restarts.  Internal to gc/. */
#ifndef FPY_GC_PAGES_H
#define FPY_GC_PAGES_H

#include <stdbool.h>
#include <stdint.h>

#include "vm/thread.h"

enum { PAGES_CHUNK_SHIFT = 16 }; /* mimalloc's slice: 64 KiB */

typedef struct {
    uintptr_t start, end; /* committed blocks [start, end) */
    uintptr_t stride;     /* block size */
    uint64_t recip;       /* ceil(2^64 / stride): index = (offset * recip) >> 64 */
    size_t bit0;          /* the page's first bit in the mark bitmap */
} PageArea;

typedef struct {
    PageArea *areas;
    size_t nareas, areas_cap;
    uintptr_t *keys; /* chunk number (addr >> PAGES_CHUNK_SHIFT); 0 = empty */
    uint32_t *vals;  /* index into areas */
    size_t mask;     /* table size - 1 */
    uint64_t *marks; /* one bit per block (pages_build with marks) */
    size_t marks_words;
    bool failed;
} PageTable;

extern PageTable gc_pages; /* the collector's (gc_lock) */

/* Build the table from threads[0..n)'s GC heaps; with_marks: also a
 * cleared mark bitmap.  False: out of memory (every lookup then fails). */
bool pages_build(ThreadState **threads, size_t n, bool with_marks);
/* The same into a table of the caller's (gc/young.c: a thread's own heap). */
bool pages_build_into(PageTable *pt, ThreadState **threads, size_t n, bool with_marks);

static inline size_t pages_slot(uintptr_t key, size_t mask)
{
    return (size_t)((key * 0x9E3779B97F4A7C15u) >> 20) & mask;
}

/* The page p lies in, or NULL when p is in no GC heap's committed page. */
static inline const PageArea *pages_area(const PageTable *pt, uintptr_t p)
{
    if (pt->failed) return NULL;
    uintptr_t c = p >> PAGES_CHUNK_SHIFT;
    for (size_t s = pages_slot(c, pt->mask); pt->keys[s] != 0; s = (s + 1) & pt->mask)
        if (pt->keys[s] == c) {
            const PageArea *a = &pt->areas[pt->vals[s]];
            return p >= a->start && p < a->end ? a : NULL;
        }
    return NULL;
}

static inline size_t pages_index(const PageArea *a, uintptr_t p)
{
    return (size_t)(((unsigned __int128)(p - a->start) * a->recip) >> 64);
}

/* Is p the start of a block in a committed page of a GC heap (of page a,
 * which p lies in): a pointer safe to read as an object header (GCB_ALIVE
 * tells if it is live)? */
static inline bool pages_block_in(const PageArea *a, const void *p)
{
    return (uintptr_t)p + sizeof(Object) <= a->end && (uintptr_t)p - a->start == pages_index(a, (uintptr_t)p) * a->stride;
}

static inline bool pages_has_block(const PageTable *pt, const void *p)
{
    const PageArea *a = pages_area(pt, (uintptr_t)p);
    return a != NULL && pages_block_in(a, p);
}

/* Mark the block at p (of page a); true if it was marked already. */
static inline bool pages_test_and_mark(PageTable *pt, const PageArea *a, const void *p)
{
    size_t bit = a->bit0 + pages_index(a, (uintptr_t)p);
    uint64_t m = (uint64_t)1 << (bit & 63), w = pt->marks[bit >> 6];
    pt->marks[bit >> 6] = w | m;
    return (w & m) != 0;
}

static inline bool pages_is_marked(const PageTable *pt, const PageArea *a, const void *p)
{
    size_t bit = a->bit0 + pages_index(a, (uintptr_t)p);
    return (pt->marks[bit >> 6] >> (bit & 63)) & 1;
}

#endif
