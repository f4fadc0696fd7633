/* alloc.c: where objects come from and where they go.
 *
 * Every object is allocated from a mimalloc heap that belongs to the thread
 * that creates it (DESIGN.md section 5).  Each thread has two heaps:
 *   - gc_heap for instances of TPF_GC types (containers, functions,
 *     exceptions...): the only objects that can be part of a reference
 *     cycle, so the cycle collector (issue 4) walks just this heap;
 *   - heap for everything else (floats, strs, big ints...).
 * Allocation is therefore thread-local and lock-free (mimalloc's per-thread
 * free lists), and any thread may free any block (mi_free is thread-safe).
 *
 * Invariants:
 *   - a fresh object belongs to its creator: ob_tid = creator's thread id,
 *     ob_ref_local = 1, ob_ref_shared = 0 (gc/brc.c);
 *   - GCB_ALIVE is set from allocation until obj_free, and it lives outside
 *     the block's first 8 bytes, which mimalloc reuses for its free list: a
 *     heap walk can tell a live object from a stale block;
 *   - the OS thread that owns a heap must not exit while the process runs
 *     (its pages would be abandoned, invisible to heap walks): vm/thread.c.
 *
 * The block cache: short-lived small objects (a float per arithmetic
 * result) would otherwise cost a mimalloc allocation and free each.  Each
 * thread keeps a stack of up to BLOCK_CACHE_MAX freed blocks of mimalloc's
 * 48-byte size class (objects of 33..48 bytes from the non-GC heap) and
 * reuses them first, as CPython's float free list does, but for every type
 * of that size.  A block freed by thread B may come from thread A's heap;
 * B reusing it is safe (mimalloc lets any thread free any block later),
 * and non-GC blocks are never walked by the collector.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "vm/thread.h"

#define BLOCK_CACHE_MAX 256
/* Objects of this size range share mimalloc's 48-byte size class. */
static inline bool cacheable(size_t size) { return size > 32 && size <= 48; }

Object *obj_alloc(Type *t, size_t size)
{
    ThreadState *ts = ts_get();
    bool gc = (t->flags & TPF_GC) != 0;
    FPY_ASSERT(size >= sizeof(Object), "an object holds at least its header");
    Object *o;
    if (!gc && cacheable(size) && ts->block_cache_len > 0) {
        o = ts->block_cache;
        ts->block_cache = *(void **)o;
        ts->block_cache_len--;
    } else {
        mi_heap_t *heap = gc ? ts->gc_heap : ts->heap;
        /* Small objects take mimalloc's small-size fast path; the header
         * is written field by field below, so only the body is zeroed. */
        o = size <= MI_SMALL_SIZE_MAX ? mi_heap_malloc_small(heap, size) : mi_heap_malloc(heap, size);
        if (o == NULL) return err_no_memory();
    }
    o->ob_flags = 0;
    o->ob_mutex = 0;
    o->ob_gc_bits = GCB_ALIVE | (gc ? GCB_TRACKED : 0);
#ifdef FPY_REFCOUNT_ATOMIC
    /* -Drefcount=atomic: no owner; born merged, counted in the shared word. */
    o->ob_tid = 0;
    o->ob_ref_local = 0;
    atomic_init(&o->ob_ref_shared, BRC_ONE | BRC_MERGED);
#else
    o->ob_tid = ts->tid;
    o->ob_ref_local = 1;
    atomic_init(&o->ob_ref_shared, 0);
#endif
    o->ob_type = t;
    memset((char *)o + sizeof(Object), 0, size - sizeof(Object));
    return o;
}

void obj_free(Object *o)
{
    FPY_ASSERT(o->ob_gc_bits & GCB_ALIVE, "an object is freed once");
    FPY_ASSERT(!(o->ob_flags & OBF_STATIC), "static objects are never freed");
    o->ob_gc_bits = 0; /* not ALIVE: a heap walk skips the block from now on */
    Type *t = o->ob_type;
    ThreadState *ts = ts_get();
    if (!(t->flags & TPF_GC) && t->itemsize == 0 && cacheable(t->basicsize) &&
        ts->block_cache_len < BLOCK_CACHE_MAX) {
        *(void **)o = ts->block_cache;
        ts->block_cache = o;
        ts->block_cache_len++;
        return;
    }
    mi_free(o);
}

Object *obj_realloc(Object *o, size_t size)
{
    /* Only for objects nobody else can see yet (a str or tuple being built
     * by its creator), so moving the block is safe.  mi_realloc keeps the
     * block in the heap it came from. */
#ifndef FPY_REFCOUNT_ATOMIC
    FPY_ASSERT(o->ob_ref_local == 1 && o->ob_tid == thread_id(), "only a private object may move");
#endif
    Object *n = mi_realloc(o, size);
    if (n == NULL) return err_no_memory();
    return n;
}
