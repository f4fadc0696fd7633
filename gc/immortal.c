/* immortal.c: objects that are never counted and never freed.
 *
 * The idea (PEP 683, "Immortal Objects, Using a Fixed Refcount"; PEP 703):
 * some objects are used by every thread all the time -- None, True, False,
 * the built-in types, interned identifier strings, the constants of code
 * objects.  If every use of them wrote to their reference count, every
 * core running Python code would keep pulling the same cache lines away
 * from every other core, and a program on N threads would crawl.  So they
 * are marked immortal: INCREF and DECREF test one flag and return, without
 * writing anything (gc/refcount.h).
 *
 * Invariants:
 *   - an immortal object is never freed (so it may be leaked at exit);
 *   - immortality is one-way: once set, never cleared;
 *   - immortalising is done by the thread that owns the object or before
 *     the object is shared (constants are made immortal by the compiler
 *     before any other thread can see the code object): the flag write
 *     needs no atomic.
 *   - tagged small ints are immortal by construction (they are not objects).
 *
 * What fpy simplifies: CPython 3.12+ encodes immortality as a saturated
 * reference count so that INCREF needs no extra branch; fpy keeps an
 * explicit flag bit in ob_flags and also sets ob_ref_local to UINT32_MAX,
 * which makes an immortal object easy to spot in a debugger.
 */
#include "runtime/api.h"

void obj_make_immortal(Object *o)
{
    if (obj_is_immortal(o)) return;
    o->ob_flags |= OBF_IMMORTAL;
    o->ob_ref_local = UINT32_MAX;
    /* An immortal object is never merged or freed: it needs no owner. */
    o->ob_tid = 0;
}
