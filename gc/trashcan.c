/* trashcan.c: freeing deep structures without deep C recursion.
 *
 * The idea.  An object dies when its count reaches zero, and its dealloc
 * drops the references it holds, which may kill those objects in turn,
 * from inside the first dealloc: list_dealloc -> DECREF -> obj_dealloc ->
 * list_dealloc ...  A chain of 200,000 nested lists (`l = [l]` in a loop),
 * dicts, tuples, instances or closures therefore needs 200,000 nested C
 * calls to free, and overflows the thread's C stack.  CPython bounds this
 * with its "trashcan" (Include/cpython/object.h, Py_TRASHCAN_BEGIN): past
 * a nesting depth, a dying container is put aside instead of freed, and
 * the outermost dealloc frees what was put aside once the stack has
 * unwound.  fpy does the same, in the one place every death goes through:
 * obj_dealloc.  It covers every way an object dies -- its owner's
 * decrement, another thread's (a merged count reaching zero), the owner's
 * merge of a queued decrement (gc/brc.c), and the collector dropping its
 * garbage (gc/collect.c) -- and every type, without a line in any type's
 * dealloc.
 *
 *   depth 0:     obj_dealloc(a)  -> dealloc(a) drops b
 *   depth 1:       obj_dealloc(b)  -> ...
 *   depth LIMIT:     obj_dealloc(z)  -> z is put aside (later[]), return
 *   ... the stack unwinds to depth 0, which then frees later[] one by one,
 *   each again with at most LIMIT nested deaths below it.
 *
 * Invariants:
 *   - a thread's nesting depth never exceeds TRASH_LIMIT + 1 deallocs
 *     (one more only when the side array cannot grow: out of memory);
 *   - an object put aside is dead (count zero, unreachable), keeps its
 *     references until it is freed, and is freed exactly once, by the same
 *     thread, before that thread's outermost obj_dealloc returns;
 *   - an object put aside is no longer tracked: a collection that runs
 *     meanwhile (only possible if a dealloc detaches) leaves it alone, and
 *     the references it still holds count as references from outside, so
 *     what it points to is kept alive until it is really freed.
 *
 * Thread safety: the depth and the side array are this thread's own
 * (_Thread_local); nothing is shared.
 *
 * What fpy simplifies: CPython applies the trashcan per type (containers
 * opt in) and keeps the pending objects in a linked list threaded through
 * their headers; fpy applies it to every object and keeps a side array, so
 * no header field changes meaning while an object waits.
 */
#include <stdlib.h>

#include "gc/alloc.h"
#include "gc/weakref.h"
#include "gc/young.h"
#include "runtime/api.h"

/* Deaths nested deeper than this are put aside.  Each level costs a few
 * small C frames (the type's dealloc, DECREF's slow path, obj_dealloc), so
 * this is far below any thread's stack, sanitizer builds included. */
#define TRASH_LIMIT 100

static _Thread_local unsigned trash_depth;
static _Thread_local struct {
    Object **items;
    size_t n, cap;
} later;

static bool put_aside(Object *o)
{
    if (later.n == later.cap) {
        size_t cap = later.cap ? later.cap * 2 : 64;
        Object **items = realloc(later.items, cap * sizeof *items);
        if (items == NULL) return false; /* out of memory: free it now, one level deeper */
        later.items = items;
        later.cap = cap;
    }
    /* Not tracked any more: a collection must neither count it as garbage
     * (it is freed below) nor subtract the references it still holds. */
    __atomic_fetch_and(&o->ob_gc_bits, (uint8_t)~GCB_TRACKED, __ATOMIC_RELAXED);
    later.items[later.n++] = o;
    return true;
}

void obj_dealloc(Object *o)
{
    FPY_ASSERT(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_ALIVE, "a dead object is not freed twice");
    if (TYPE(o) == &Float_Type) {
        float_free(o); /* the commonest leaf: it holds no references, so frees nothing nested */
        return;
    }
    /* Its young-list record goes first, before the objects it holds die:
     * a structure dropped in the reverse of the order it was built (a
     * tree's root, then its last child first...) pops every record
     * (gc/young.c). */
    /* Weakly referenced (rare: one predictable branch on the header byte
     * read next anyway): the death is confirmed against a racing weak
     * dereference, then its weak references are cleared and their
     * callbacks run, before anything of it goes (gc/weakref.c; it leaves
     * o untracked, so its young record stays behind, stale). */
    /* atomic (a plain load): a weak dereference may reach a weakly
     * referenced o meanwhile and make another weak reference to it */
    uint8_t bits = __atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED);
    if (bits & (GCB_TRACKED | GCB_WEAKREFS)) {
        if (__builtin_expect(bits & GCB_WEAKREFS, 0)) {
            if (weakref_object_dying(o)) return; /* taken back */
        } else {
            young_forget(ts_get(), o);
        }
    }
    if (trash_depth >= TRASH_LIMIT && put_aside(o)) return;
    trash_depth++;
    TYPE(o)->dealloc(o);
    trash_depth--;
    if (trash_depth == 0 && later.n > 0) {
        /* The outermost death: free what was put aside, each one starting
         * a fresh descent (which may put more aside: the loop takes them). */
        trash_depth = 1;
        while (later.n > 0) {
            Object *p = later.items[--later.n];
            TYPE(p)->dealloc(p);
        }
        trash_depth = 0;
        free(later.items); /* a deep structure is rare: keep nothing between them */
        later.items = NULL;
        later.cap = 0;
    }
}
