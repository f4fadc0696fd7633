/* lock.h: the per-object lock (ob_mutex), a one-byte spin-then-yield lock.
 *
 * Every mutable built-in container (list, dict, set) takes its own ob_mutex
 * around each operation, so that each operation is atomic with respect to
 * other threads, as in CPython (DESIGN.md section 7).  Rules:
 *   - hold at most one object lock at a time (or two in address order, via
 *     obj_lock2), and never call Python code or anything that may run it
 *     (__eq__, __hash__, __repr__, DECREF of an arbitrary object) while
 *     holding one: take the data you need, unlock, then call;
 *   - the uncontended path is one atomic exchange, no syscall.
 * A thread that waits long for a lock will detach (issue 3).
 */
#ifndef FPY_LOCK_H
#define FPY_LOCK_H

#include <sched.h>

#include "runtime/object.h"

static inline void obj_lock(Object *o)
{
    _Atomic(uint8_t) *m = (_Atomic(uint8_t) *)&o->ob_mutex;
    while (atomic_exchange_explicit(m, 1, memory_order_acquire)) {
        while (atomic_load_explicit(m, memory_order_relaxed)) sched_yield();
    }
}

static inline void obj_unlock(Object *o)
{
    atomic_store_explicit((_Atomic(uint8_t) *)&o->ob_mutex, 0, memory_order_release);
}

#endif
