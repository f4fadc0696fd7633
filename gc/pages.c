/* pages.c: the collector's page table: which addresses are objects, and
 * a mark bit for each.
 *
 * The collector sometimes holds a pointer it may not trust: a young-list
 * record (gc/young.c) whose object may have died and whose memory may
 * since have been handed back or cut into blocks of another size, or a
 * thread-stack slot that may name an operand already released
 * (vm/frame.h).  Reading such a pointer as an object header is safe only
 * if it is the start of a block in a committed page of a GC heap; then
 * the header's GCB_ALIVE says whether an object lives there.  mimalloc
 * reports a heap's pages (mi_heap_visit_blocks without blocks: one call
 * per page, with its start, committed size and block size), so with the
 * world stopped the collector lists the pages of every thread's GC heap
 * and hashes them by 64 KiB chunk: mimalloc builds its pages from whole,
 * aligned 64 KiB slices, so no chunk holds two pages.  A check is one
 * probe and a multiplication (the block index by a precomputed
 * reciprocal, as mimalloc itself avoids a division).
 *
 * The same table carries a bitmap with one bit per block of every page:
 * the full collection's "certainly alive" marks (gc/collect.c, step 2b).
 * Marking in a bitmap rather than in the header means the heap walk that
 * follows never reads the header of a marked object (most of a big heap):
 * it tests a bit in a bitmap that fits the cache, where a header bit
 * would cost a cache miss per object; and the marking itself skips
 * children outside the GC heaps (strings, floats) without reading them.
 *
 * Invariants: built only while the world is stopped, used only until it
 * restarts (pages may then be freed or reused); gc_lock guards the table
 * and its buffers, which are reused from one collection to the next.
 * One exception: a thread may build a table of its *own* GC heap alone,
 * with the world running, in a table of its own (gc/young.c's
 * compaction): only a heap's owner frees or reshapes its pages (other
 * threads' frees go on the pages' thread-free lists; the collector's
 * mi_heap_collect runs while the owner is stopped), so that table stays
 * right for as long as the owner does not call into mimalloc.
 */
#include <stdlib.h>
#include <string.h>

#include "gc/pages.h"
#include "runtime/api.h"

PageTable gc_pages;

static bool note_area(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *arg)
{
    (void)heap, (void)size;
    PageTable *pt = arg;
    if (block != NULL || area->committed == 0 || area->full_block_size == 0) return true;
    if (pt->nareas == pt->areas_cap) {
        size_t ncap = pt->areas_cap ? pt->areas_cap * 2 : 256;
        PageArea *a = realloc(pt->areas, ncap * sizeof *a);
        if (a == NULL) {
            pt->failed = true;
            return false;
        }
        pt->areas = a;
        pt->areas_cap = ncap;
    }
    uintptr_t start = (uintptr_t)area->blocks, stride = area->full_block_size;
    pt->areas[pt->nareas++] = (PageArea){start, start + area->committed, stride, UINT64_MAX / stride + 1, 0};
    return true;
}

static bool build_hash(PageTable *pt)
{
    size_t chunks = 0;
    for (size_t i = 0; i < pt->nareas; i++)
        chunks += ((pt->areas[i].end - 1) >> PAGES_CHUNK_SHIFT) - (pt->areas[i].start >> PAGES_CHUNK_SHIFT) + 1;
    size_t size = 64;
    while (size < 2 * chunks) size *= 2;
    if (pt->keys == NULL || size - 1 > pt->mask) {
        free(pt->keys);
        free(pt->vals);
        pt->keys = malloc(size * sizeof *pt->keys);
        pt->vals = malloc(size * sizeof *pt->vals);
        if (pt->keys == NULL || pt->vals == NULL) {
            free(pt->keys), free(pt->vals);
            pt->keys = NULL, pt->vals = NULL, pt->mask = 0;
            return false;
        }
        pt->mask = size - 1;
    }
    memset(pt->keys, 0, (pt->mask + 1) * sizeof *pt->keys);
    for (size_t i = 0; i < pt->nareas; i++) {
        for (uintptr_t c = pt->areas[i].start >> PAGES_CHUNK_SHIFT; c <= (pt->areas[i].end - 1) >> PAGES_CHUNK_SHIFT; c++) {
            size_t s = pages_slot(c, pt->mask);
            while (pt->keys[s] != 0 && pt->keys[s] != c) s = (s + 1) & pt->mask;
            FPY_ASSERT(pt->keys[s] == 0, "no 64 KiB chunk holds two mimalloc pages");
            pt->keys[s] = c;
            pt->vals[s] = (uint32_t)i;
        }
    }
    return true;
}

static bool build_marks(PageTable *pt)
{
    size_t bits = 0;
    for (size_t i = 0; i < pt->nareas; i++) {
        PageArea *a = &pt->areas[i];
        a->bit0 = bits;
        bits += (a->end - a->start) / a->stride + 1;
    }
    size_t words = bits / 64 + 1;
    if (words > pt->marks_words) {
        free(pt->marks);
        pt->marks = malloc(words * sizeof *pt->marks);
        if (pt->marks == NULL) {
            pt->marks_words = 0;
            return false;
        }
        pt->marks_words = words;
    }
    memset(pt->marks, 0, words * sizeof *pt->marks);
    return true;
}

bool pages_build_into(PageTable *pt, ThreadState **threads, size_t n, bool with_marks)
{
    pt->nareas = 0;
    pt->failed = false;
    for (size_t k = 0; k < n && !pt->failed; k++) mi_heap_visit_blocks(threads[k]->gc_heap, false, note_area, pt);
    if (!pt->failed && !build_hash(pt)) pt->failed = true;
    if (!pt->failed && with_marks && !build_marks(pt)) pt->failed = true;
    return !pt->failed;
}

bool pages_build(ThreadState **threads, size_t n, bool with_marks)
{
    return pages_build_into(&gc_pages, threads, n, with_marks);
}
