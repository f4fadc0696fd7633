/* weakref.h: the weak-reference mechanism (gc/weakref.c) as the runtime,
 * the collector and the _weakref module see it.
 *
 * A weak reference is a WeakRefObject: `weakref.ref` (runtime/weakrefobject.c)
 * and the two proxy types share this layout.  Its referent is not counted;
 * every weak reference to an object sits on that object's list, kept in a
 * side table keyed by the object's address (gc/weakref.c says why and how
 * it stays safe with threads).
 */
#ifndef FPY_GC_WEAKREF_H
#define FPY_GC_WEAKREF_H

#include "runtime/object.h"

typedef struct WeakRefObject {
    Object ob;
    /* The referent, uncounted; NULL once it died.  Written under the
     * referent's stripe lock only (X -> NULL, never to another object);
     * read with an atomic load anywhere. */
    _Atomic(Object *) wr_object;
    /* Owned; NULL when none.  Taken (set to NULL) under the stripe lock by
     * whoever clears the reference; read under that lock. */
    Object *wr_callback;
    ssize_t hash; /* -1 until computed: the referent's hash, kept after its death */
    /* The referent's list, under its stripe lock. */
    struct WeakRefObject *wr_prev, *wr_next;
} WeakRefObject;

extern Type WeakRef_Type, WeakProxy_Type, WeakCallableProxy_Type;

/* A weakref.ref (or a subclass) or a proxy? */
bool is_weakref_obj(Object *o);

/* New references (runtime/weakrefobject.c): weakref.ref(o, cb) and
 * weakref.proxy(o, cb), cb None for none; TypeError when o's type does not
 * accept weak references. */
Object *weakref_new_ref(Object *o, Object *cb);
Object *weakref_new_proxy(Object *o, Object *cb);
int weakref_types_ready(void);

/* Does o's type accept weak references?  (No exception set.) */
bool weakref_supported(Object *o);

/* Link the new weak reference w (wr_object, wr_callback set by the caller,
 * wr_prev/next NULL) onto o's list.  `basic`: a plain ref or proxy with no
 * callback: returns, instead of linking w, a new reference to an existing
 * one of the same exact type (weakref.ref(o) is weakref.ref(o)), or NULL
 * when w was linked.  Never fails. */
Object *weakref_link(WeakRefObject *w, Object *o, bool basic);

/* Unlink w from its referent's list (w's own tp_clear or dealloc) and take
 * its callback: returns it (owned, may be NULL) for the caller to drop. */
Object *weakref_unlink(WeakRefObject *w);

/* The referent as a new reference, or NULL (no exception) if it is dead
 * or dying: the try-increment. */
Object *weakref_get(WeakRefObject *w);

/* The callback as a new reference, or NULL. */
Object *weakref_callback(WeakRefObject *w);

/* o's first weak reference (a new reference), or NULL (no exception). */
Object *weakref_first(Object *o);

/* How many weak references o has; a new list of them. */
ssize_t weakref_count(Object *o);
Object *weakref_list(Object *o);

/* obj_dealloc (gc/trashcan.c), GCB_WEAKREFS set, o's count at zero.
 * Returns true if o is alive after all: its owner freed it through
 * brc_local_zero's shortcut while a weak dereference on another thread
 * took a reference first (o is then merged, owned by nobody).  Otherwise
 * clears o's weak references and calls their callbacks (o untracked
 * meanwhile), and o's type's dealloc runs next. */
bool weakref_object_dying(Object *o);

/* The collector (gc/collect.c), world stopped, after the owners came back:
 * clear the weak references to the garbage object o.  is_garbage tells
 * whether a weak reference is garbage itself (its callback is then not
 * called); the others get a new reference each, pushed with push(arg, w),
 * with its callback (both owned, for weakref_call_callback after the
 * restart); when push fails (out of memory) that callback is not called. */
void weakref_clear_for_gc(Object *o, bool (*is_garbage)(const Object *), bool (*push)(void *, Object *w, Object *cb),
                          void *arg);

/* The collector, world stopped: w is garbage; it leaves its referent's
 * list now (its callback stays, never called). */
void weakref_detach_garbage(WeakRefObject *w);

/* Call cb(w), reporting an exception as "Exception ignored in: ..." on
 * stderr (the current exception, if any, is kept); steals both. */
void weakref_call_callback(Object *w, Object *cb);

#endif
