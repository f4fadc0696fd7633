/* lock.h: the per-object lock (ob_mutex), a one-byte spin-then-yield lock.
 *
 * Every mutable built-in container (list, dict, set, deque, bytearray) takes its own
 * ob_mutex around each operation, so that each operation is atomic with
 * respect to other threads, as in CPython (docs/container-locking.md).
 * Rules:
 *   - hold at most one object lock at a time, and never call Python code
 *     or anything that may run it (__eq__, __hash__, __repr__, DECREF of an
 *     arbitrary object) while holding one: take the data you need, unlock,
 *     then call;
 *   - the uncontended path is one atomic exchange, no syscall;
 *   - a program that never started a thread takes no lock at all
 *     (thread_alone(), vm/thread.h): with no other thread there is nobody
 *     to exclude.  No thread can appear inside a critical section, since
 *     only the running thread could start it and it calls no Python code
 *     there (first rule).  obj_unlock always stores 0: harmless on a lock
 *     that was elided (nobody else holds it), and right when the first
 *     thread started in between (a lock taken after a comparison that
 *     released it is released as usual).
 * Why one lock at a time: two threads that each hold one lock and want
 * the other's deadlock, and with no second lock ever taken no cycle can
 * form.  Operations on two containers (l.extend(m), d.update(e), s | t)
 * copy what they need from one under its lock, unlock, then take the
 * other's.  The debug_checks build counts the locks each thread holds
 * (obj_locks_held) and asserts the rule on every lock and unlock.
 */
#ifndef FPY_LOCK_H
#define FPY_LOCK_H

#include <sched.h>

#include "runtime/object.h"
#include "vm/thread.h"

#ifdef FPY_DEBUG
extern _Thread_local int obj_locks_held; /* runtime/object.c; this thread only */
#endif

static inline void obj_lock(Object *o)
{
#ifdef FPY_DEBUG
    FPY_ASSERT(obj_locks_held == 0, "a thread holds at most one object lock at a time");
    obj_locks_held++;
#endif
    if (thread_alone()) return;
    _Atomic(uint8_t) *m = (_Atomic(uint8_t) *)&o->ob_mutex;
    while (atomic_exchange_explicit(m, 1, memory_order_acquire)) {
        while (atomic_load_explicit(m, memory_order_relaxed)) sched_yield();
    }
}

static inline void obj_unlock(Object *o)
{
#ifdef FPY_DEBUG
    FPY_ASSERT(obj_locks_held == 1 && (thread_alone() || atomic_load_explicit((_Atomic(uint8_t) *)&o->ob_mutex, memory_order_relaxed)),
               "only a held lock is released");
    obj_locks_held--;
#endif
    atomic_store_explicit((_Atomic(uint8_t) *)&o->ob_mutex, 0, memory_order_release);
}

#endif
