/* young.h: the inline half of the young lists (gc/young.c has the essay).
 *
 * Every tracked allocation is recorded on its thread's young list, and a
 * tracked object freed right after the allocation that made it (the
 * commonest case: a temporary tuple, a bound method, an iterator) takes
 * its record back off.  Internal to gc/. */
#ifndef FPY_GC_YOUNG_H
#define FPY_GC_YOUNG_H

#include "vm/thread.h"

/* The list's slow path: grow it, or ask for a collection when it is long
 * (gc/young.c). */
void young_grow(ThreadState *ts, Object *o);

static inline void young_record(ThreadState *ts, Object *o)
{
    if (__builtin_expect(ts->young_n < ts->young_cap, 1)) ts->young[ts->young_n++] = o;
    else young_grow(ts, o);
}

/* o is dying (obj_dealloc, before the objects it holds die): drop its
 * record if it is one of the latest two (a record left behind is
 * harmless: the collector checks every record first).  The second one
 * catches `d = {...}` in a loop, where the new dict is made before the
 * old one dies: otherwise every such record stays until the list is
 * compacted (young_grow). */
static inline void young_forget(ThreadState *ts, Object *o)
{
    uint32_t n = ts->young_n;
    if (n > 0 && ts->young[n - 1] == o) {
        ts->young_n = n - 1;
    } else if (n > 1 && ts->young[n - 2] == o) {
        ts->young[n - 2] = ts->young[n - 1];
        ts->young_n = n - 1;
    }
}

/* ---- the collector's side (the world stopped) ------------------------------ */

/* Build the page table, then call add(o, arg) for every record of threads[0..n) that names the start
 * of a block in a committed page of some thread's GC heap: a pointer that
 * is safe to read as an object header (it may be a freed block, or a
 * record seen twice: add checks GCB_ALIVE and its own marks).  Returns
 * the number of records looked at; false from add stops early. */
size_t young_gather(ThreadState **threads, size_t n, bool (*add)(Object *o, void *arg), void *arg);

/* Empty every young list: the survivors of a collection are old. */
void young_reset(ThreadState **threads, size_t n);

/* Is ts's young list long enough to ask for a collection on its own? */
bool young_is_long(const ThreadState *ts);

#endif
