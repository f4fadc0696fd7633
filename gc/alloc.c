/* alloc.c: where objects come from and where they go.
 *
 * Every object is allocated from a mimalloc heap that belongs to the thread
 * that creates it (docs/threads.md, "Memory").  Each thread has two heaps:
 *   - gc_heap for instances of TPF_GC types (containers, functions,
 *     exceptions...): the only objects that can be part of a reference
 *     cycle, so the cycle collector (gc/collect.c) walks just this heap;
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
 *     (its pages would be abandoned, invisible to heap walks): vm/thread.c;
 *   - no freed GC block keeps GCB_ALIVE (obj_free, obj_realloc);
 *   - each tracked allocation and free is counted in a thread-local word,
 *     the collector's trigger (gc/collect.h), and each tracked allocation
 *     is recorded on the thread's young list (gc/young.c): nothing shared
 *     is written.
 *
 * The block cache: short-lived small objects (a float per arithmetic
 * result, a tuple per pair, an iterator per loop) would otherwise cost a
 * mimalloc allocation and free each.  Each thread keeps, per size class
 * (mimalloc's bins of 32, 48, ... 128 bytes, separately for each of its
 * two heaps), a stack of up to BLOCK_CACHE_MAX freed blocks and reuses
 * them first, as CPython's free lists do, but for every type of that
 * size.  The class is written into the header's flags at allocation
 * (OBF_BLOCK_MASK), so obj_free needs no size.  A block freed by thread B
 * may come from thread A's heap; B reusing it is safe (mimalloc lets any
 * thread free any block later).  A cached GC block lies in some gc_heap
 * without GCB_ALIVE, so the collector's heap walk skips it, as it skips a
 * block mimalloc holds free; reused, it is a live GC object of its heap
 * again.  A thread's exit merge walks only its own heaps: objects it owns
 * in others' heaps stay owned by its OS thread (gc/brc.c, step 3).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>

#include "gc/alloc.h"
#include "gc/collect.h"
#include "gc/young.h"
#include "runtime/api.h"
#include "vm/thread.h"

/* ThreadSanitizer does not see mimalloc's own synchronisation (it is not
 * instrumented): a block freed by thread A (mi_free pushes it on an atomic
 * list) and handed out again to thread B looks like a race between A's last
 * access and B's header writes.  The collector and biased counting free
 * other threads' objects all the time, so tell TSan about the hand-over:
 * a release when freeing, an acquire when allocating.  Both are made on the
 * block's 64 KiB chunk rather than its exact address: when a mimalloc page
 * is emptied and reused for another size class, a new block starts at a
 * different address inside the same page, overlapping old ones (mimalloc's
 * small pages are 64 KiB, aligned).  The price is that TSan cannot tell
 * apart hand-overs of blocks sharing a chunk, a few false negatives at most. */
#if defined(__SANITIZE_THREAD__)
#define FPY_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define FPY_TSAN 1
#endif
#endif
#ifdef FPY_TSAN
void __tsan_acquire(void *addr);
void __tsan_release(void *addr);
#define TSAN_CHUNK(p) ((void *)((uintptr_t)(p) & ~(uintptr_t)0xFFFF))
#define TSAN_ACQUIRE(p) __tsan_acquire(TSAN_CHUNK(p))
#define TSAN_RELEASE(p) __tsan_release(TSAN_CHUNK(p))
#else
#define TSAN_ACQUIRE(p) ((void)0)
#define TSAN_RELEASE(p) ((void)0)
#endif

/* Requests no machine memory could hold.  mimalloc maps a huge block
 * without reserving it (as the kernel allows), so `[0] * 10**10` would
 * "succeed" and then grind, writing 80 GB page by page, until the kernel
 * kills the process.  glibc's malloc, under the kernel's default
 * overcommit rule, refuses at once a request larger than RAM plus swap,
 * which is why CPython raises MemoryError there; fpy checks the same
 * bound itself before every large request.  The bound is read once
 * (racing first readers store the same value). */
static _Atomic(size_t) mem_limit;

bool mem_fits(size_t n)
{
    if (n < MEM_FITS_ALWAYS) return true; /* let the allocator answer */
    size_t limit = atomic_load_explicit(&mem_limit, memory_order_relaxed);
    if (limit == 0) {
        struct sysinfo si;
        limit = SIZE_MAX;
        if (sysinfo(&si) == 0) {
            unsigned long long total = ((unsigned long long)si.totalram + si.totalswap) * si.mem_unit;
            if (total > 0 && total < SIZE_MAX) limit = (size_t)total;
        }
        atomic_store_explicit(&mem_limit, limit, memory_order_relaxed);
    }
    return n <= limit;
}

Object *obj_alloc_raw(Type *t, size_t size)
{
    ThreadState *ts = ts_get();
    bool gc = (t->flags & TPF_GC) != 0;
    FPY_ASSERT(size >= sizeof(Object), "an object holds at least its header");
    unsigned cls = block_class(size, gc);
    Object *o = cls ? block_cache_pop(ts, cls) : NULL;
    if (o == NULL) {
        if (size >= MEM_FITS_ALWAYS && !mem_fits(size)) return err_no_memory();
        mi_heap_t *heap = gc ? ts->gc_heap : ts->heap;
        /* Small objects take mimalloc's small-size fast path; the header
         * is written field by field below, so only the body is zeroed. */
        o = size <= MI_SMALL_SIZE_MAX ? mi_heap_malloc_small(heap, size) : mi_heap_malloc(heap, size);
        if (o == NULL) return err_no_memory();
        TSAN_ACQUIRE(o);
        FPY_ASSERT(cls == 0 || mi_usable_size(o) >= ((cls & 7) + 1) * 16, "a block fills its cache class's bin");
    }
    obj_header_init(o, t, ts, gc, cls);
    /* An instance of a class holds a reference to it (freed in obj_free),
     * so a class lives as long as its instances (CPython's heap types do
     * the same); a no-op while the class is immortal. */
    if (t->flags & TPF_HEAPTYPE) INCREF_PERTHREAD((Object *)t);
    if (gc) {
        young_record(ts, o); /* gc/young.c */
        gc_count_alloc();    /* thread-local: the collector's trigger (gc/collect.c) */
    }
    return o;
}

Object *obj_alloc(Type *t, size_t size)
{
    Object *o = obj_alloc_raw(t, size);
    if (o != NULL) memset((char *)o + sizeof(Object), 0, size - sizeof(Object));
    return o;
}

void obj_free(Object *o)
{
    FPY_ASSERT(o->ob_gc_bits & GCB_ALIVE, "an object is freed once");
    FPY_ASSERT(!(o->ob_flags & OBF_STATIC), "static objects are never freed");
    /* not ALIVE: a heap walk skips the block from now on.  Atomic: the
     * owner of the heap may be walking it at this moment (gc/brc.c,
     * brc_merge_all_owned) while another thread frees a merged object. */
    __atomic_store_n(&o->ob_gc_bits, 0, __ATOMIC_RELAXED);
    Type *t = o->ob_type;
    ThreadState *ts = ts_get();
    if (t->flags & TPF_GC) gc_count_free(); /* (its young record went in obj_dealloc, gc/trashcan.c) */
    unsigned cls = (o->ob_flags & OBF_BLOCK_MASK) >> OBF_BLOCK_SHIFT;
    if (cls == 0 || !block_cache_push(ts, o, cls)) obj_free_block(o);
    if (t->flags & TPF_HEAPTYPE) DECREF_PERTHREAD((Object *)t); /* the instance's reference (obj_alloc) */
}

void obj_free_block(Object *o)
{
    TSAN_RELEASE(o);
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
    if (!mem_fits(size)) return err_no_memory();
    if (o->ob_type->flags & TPF_GC) {
        /* mi_realloc would free the old block with GCB_ALIVE still set in
         * it, and the collector's heap walk would take that stale block
         * for an object: move a GC object by hand and clear the bit. */
        size_t old = mi_usable_size(o);
        if (size <= old) return o;
        Object *n = mi_heap_malloc(ts_get()->gc_heap, size);
        if (n == NULL) return err_no_memory();
        TSAN_ACQUIRE(n);
        memcpy(n, o, old);
        block_class_set(n, block_class(size, true));
        young_record(ts_get(), n);
        o->ob_gc_bits = 0;
        TSAN_RELEASE(o);
        mi_free(o);
        return n;
    }
    Object *n = mi_realloc(o, size);
    if (n == NULL) return err_no_memory();
    /* the class of the new size: its bin is never larger than the block */
    block_class_set(n, block_class(size, false));
    return n;
}
