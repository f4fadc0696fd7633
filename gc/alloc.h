/* alloc.h: the inline parts of allocation (gc/alloc.c has the essay).
 *
 * The object header every allocation starts with, and the per-thread block
 * cache as inline operations, so that the commonest short-lived objects
 * (a float, a tuple, an iterator, a bound method, an instance) are made and
 * freed without a trip through mimalloc: CPython keeps free lists per type
 * for the same reason; fpy keeps them per size class, for every type. */
#ifndef FPY_GC_ALLOC_H
#define FPY_GC_ALLOC_H

#include "runtime/api.h"
#include "vm/thread.h"

#define BLOCK_CACHE_MAX 256 /* blocks kept per class */

/* The cache class of a block of `size` bytes: mimalloc rounds requests of
 * 17..128 bytes up to a multiple of 16 (checked in gc/alloc.c), so
 * (size - 1) >> 4 names the bin (1: 32 bytes ... 7: 128 bytes); +8 for
 * the GC heap, whose blocks must stay GC blocks.  0: not cached. */
static inline unsigned block_class(size_t size, bool gc)
{
    return size <= 128 ? (unsigned)((size - 1) >> 4) | (gc ? 8u : 0u) : 0u;
}
#define FLOAT_BLOCK_CLASS 2 /* 33..48 bytes, non-GC (float.c asserts the size) */

/* Record in o's header the class its block goes back to when freed. */
static inline void block_class_set(Object *o, unsigned cls)
{
    o->ob_flags = (uint16_t)((o->ob_flags & ~OBF_BLOCK_MASK) | cls << OBF_BLOCK_SHIFT);
}

/* Write a fresh object's header: owned by the current thread with one
 * reference (gc/brc.c), ALIVE (and TRACKED for a GC type), flags clear.
 * ob_tid and ob_gc_bits are stored atomically (relaxed: a plain mov on
 * x86-64): a block taken from the block cache may lie in another thread's
 * heap, which that thread may be walking right now (brc_merge_all_owned
 * reads both atomically). */
static inline __attribute__((always_inline)) void obj_header_init(Object *o, Type *t, ThreadState *ts, bool gc,
                                                                  unsigned cls)
{
#ifdef FPY_REFCOUNT_ATOMIC
    /* -Drefcount=atomic: no owner; born merged, counted in the shared word. */
    (void)ts;
    __atomic_store_n(&o->ob_tid, (uintptr_t)0, __ATOMIC_RELAXED);
    o->ob_ref_local = 0;
    atomic_init(&o->ob_ref_shared, BRC_ONE | BRC_MERGED);
#else
    __atomic_store_n(&o->ob_tid, ts->tid, __ATOMIC_RELAXED);
    o->ob_ref_local = 1;
    atomic_init(&o->ob_ref_shared, 0);
#endif
    o->ob_flags = (uint16_t)(cls << OBF_BLOCK_SHIFT);
    o->ob_mutex = 0;
    __atomic_store_n(&o->ob_gc_bits, (uint8_t)(GCB_ALIVE | (gc ? GCB_TRACKED : 0)), __ATOMIC_RELAXED);
    o->ob_type = t;
}

/* A block of class c from this thread's cache, or NULL when it is empty. */
static inline Object *block_cache_pop(ThreadState *ts, unsigned c)
{
    if (ts->block_cache_len[c] == 0) return NULL;
    Object *o = ts->block_cache[c];
    ts->block_cache[c] = *(void **)o;
    ts->block_cache_len[c]--;
    return o;
}

/* Keep the block of dead object o (ALIVE already cleared) for reuse;
 * false when the cache is full (then the caller frees it).  The link
 * overwrites ob_tid: atomic, because the heap's owner may be reading
 * ob_tid in a heap walk right now (brc_merge_all_owned). */
static inline bool block_cache_push(ThreadState *ts, Object *o, unsigned c)
{
    if (ts->block_cache_len[c] >= BLOCK_CACHE_MAX) return false;
    __atomic_store_n((void **)o, ts->block_cache[c], __ATOMIC_RELAXED);
    ts->block_cache[c] = o;
    ts->block_cache_len[c]++;
    return true;
}

/* A float's death (obj_dealloc): no references to drop, not tracked, not
 * a heap type; straight into the block cache. */
static inline void float_free(Object *o)
{
    FPY_ASSERT(o->ob_gc_bits & GCB_ALIVE, "an object is freed once");
    __atomic_store_n(&o->ob_gc_bits, 0, __ATOMIC_RELAXED);
    if (!block_cache_push(ts_get(), o, FLOAT_BLOCK_CLASS)) obj_free_block(o);
}

#endif
