/* deferred.c: deferred reference counting for functions, code objects and
 * modules.
 *
 * The idea (L. Peter Deutsch and Daniel Bobrow, "An Efficient, Incremental,
 * Automatic Garbage Collector", CACM 1976; PEP 703 "Deferred reference
 * counting"): a call to a global function loads the function onto the
 * value stack, and a naive interpreter counts that reference -- one write
 * to the function object per call.  When many threads call the same
 * function, they all write the same cache line and stop scaling.  Functions,
 * code objects and modules are long-lived and usually sit in cycles anyway
 * (a module's dict holds its functions, whose globals are that dict), so
 * fpy does not count the references the interpreter's value stack holds to
 * them.  The collector, which stops every thread, counts those references
 * itself by scanning the thread stacks (gc/collect.c), and frees a deferred
 * object only when neither the counts nor the stacks refer to it.
 *
 * Invariants:
 *   - the value stack uses STACK_INCREF / STACK_DECREF, which skip deferred
 *     objects; everything else (dicts, lists, C code) counts normally;
 *   - a value moved from the stack into anything that outlives the frame is
 *     given a real reference first (the VM's stack_to_owned);
 *   - a deferred object carries one extra reference on behalf of the
 *     collector, so that counting alone never frees it while a stack may
 *     still refer to it uncounted.  The collector drops that reference when
 *     it finds the object unreachable.
 *
 * What fpy simplifies: CPython 3.14 tags each stack slot with a bit saying
 * whether that slot holds a counted reference.  fpy decides by the object's
 * flag instead: a deferred object is never counted on any stack.  The cost
 * is one flag test per stack push/pop of a pointer.
 */
#include "runtime/api.h"

void obj_set_deferred(Object *o)
{
    if (obj_is_immortal(o) || (o->ob_flags & OBF_DEFERRED)) return;
    o->ob_flags |= OBF_DEFERRED;
#ifdef FPY_REFCOUNT_ATOMIC
    atomic_fetch_add_explicit(&o->ob_ref_shared, BRC_ONE, memory_order_relaxed); /* the collector's reference */
#else
    FPY_ASSERT(o->ob_tid == thread_id(), "deferral is set by the creator, before sharing");
    o->ob_ref_local++; /* the collector's reference */
#endif
}
