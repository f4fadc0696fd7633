/* eval.c: the interpreter loop.
 *
 * One function, eval_frame(), runs bytecode (vm/opcodes.h) frame after
 * frame.  A call from Python to a Python function does not recurse in C:
 * CALL pushes the callee's frame on the thread's frame stack (vm/frame.c)
 * and the loop simply continues in it; RETURN_VALUE pops it and continues
 * in the caller.  Only C code calling back into Python (function_call,
 * a generator's next, an import) enters eval_frame again; such a frame is
 * an "entry" frame and returning from it returns to C.
 *
 * Dispatch: computed goto (`goto *table[op]`, one indirect jump per
 * instruction, which the branch predictor learns per opcode) under GCC and
 * Clang, a switch otherwise.  Both expand from the opcode X-macro, so an
 * opcode without a handler is a compile error under computed goto.
 *
 * Errors: a handler that fails jumps to `error` (the ERROR_IF macro) with
 * its operands still on the stack.  There the exception is fetched, the
 * frame's traceback entry added (file, line of the failing instruction,
 * function), and the code's exception table searched for the first entry
 * covering the instruction: the stack is popped to the entry's depth, the
 * exception pushed, and execution continues at the handler.  With no
 * entry, the frame is cleared and popped and unwinding continues in the
 * caller (which adds its own traceback entry at its CALL), or, at an entry
 * frame, eval_frame returns NULL with the exception set.  Re-raising
 * (RERAISE, bare `raise`) skips the traceback entry, as CPython does, so
 * an exception caught and re-raised in one frame is listed once.
 *
 * Reference counting on the stack: see vm/frame.h (stack references do
 * not count deferred objects; stack_to_owned / stack_from_owned convert).
 *
 * Specialization: what an instruction did last time, it tries first.
 * CPython 3.11 (PEP 659) rewrites each warm instruction into a specialized
 * form with an inline cache in the bytecode, and deoptimizes on a miss.
 * Bytecode is shared between threads here, so a rewrite racing with another
 * thread's execution of the same instruction would let it read a
 * half-written cache (free-threaded CPython 3.13 switched specialization off
 * for that reason; 3.14 gives each thread its own copy of the bytecode).
 * fpy keeps the bytecode immutable and puts the caches in per-thread
 * tables keyed by instruction address (and, for attributes, by type):
 *   - attributes (attr_get below): LOAD_ATTR, LOAD_METHOD and STORE_ATTR on
 *     instances of classes (an inline value at a remembered index of the
 *     class's shared keys, runtime/instance.c; a __slots__ field at its
 *     offset; a property's getter; a method pushed with self, no bound
 *     method made), attributes of classes (values, staticmethods,
 *     classmethods), CALL of a class whose __init__ is a Python function
 *     (the instance is allocated and __init__ runs in this loop), and
 *     BINARY_OP on an instance whose class defines __add__ & co in Python
 *     (the method runs in this loop, its result replacing both operands:
 *     FRAME_RET_BINOP); valid while the dict versions of the classes they
 *     depend on hold;
 *   - globals and builtins (load_global) and module attributes, keyed on
 *     dict versions; methods of built-in types (whose dicts never change);
 *   - type-specific fast paths with no cache at all, each falling back to
 *     the generic protocol: small-int arithmetic and comparisons with
 *     overflow checks (a comparison followed by POP_JUMP_IF_* jumps at
 *     once), float arithmetic (an operand only the stack refers to takes
 *     the result in place, and so does a local's old float that only the
 *     local holds when the result is stored there), str ==, tuple/list
 *     indexing by a small int (a list read lock-free, list_item_lf) and
 *     list stores, FOR_ITER over range, list and tuple iterators run
 *     inline (and over enumerate of one, followed by UNPACK_SEQUENCE 2:
 *     index and item pushed, no pair made), a tuple unpacked in the loop,
 *     list slices read and assigned without a slice object (BUILD_SLICE
 *     looking ahead at BINARY_SUBSCR / STORE_SUBSCR), len() of a built-in
 *     container without the call, builtin functions and methods called
 *     straight through their C function, Python-to-Python calls with
 *     exactly the positional parameters (arguments moved into the callee),
 *     `s += t` in place;
 *   - superinstructions (vm/fuse.c): a LOAD_FAST and the attribute access,
 *     arithmetic or comparison after it done in one dispatch, the local
 *     read in place without being counted.
 * The thread-safety scheme is that nothing shared is written: an entry
 * belongs to one thread, is filled on a miss (warm-up is the first
 * execution, no counter) and checked against versions that writers of
 * classes and dicts publish (fresh numbers, never reused); the values an
 * entry borrows stay alive until the thread's next quiescent state
 * (gc/qsbr.c).  A thread therefore never sees another's half-written
 * entry, and threads running the same code on different types each keep
 * their own (threads/082).  What fpy simplifies: no bytecode rewriting while
 * code runs (the superinstructions are written once, before a code object
 * is shared), so no quickening and no per-thread bytecode copies; `--dis`
 * shows the code as compiled, and `--dis-adaptive` runs the program and
 * then shows the superinstructions and, under each instruction, what the
 * main thread's caches learned (eval_cache_note);
 * one hash probe per cached access instead of an inline cache slot, and
 * invalidation by dict versions rather than type version tags, with one
 * process-wide class epoch (runtime/dict.c) that moves when any class's
 * dict changes: while it stands still an entry needs no version read.
 * -Dspecialize=false switches all of it off (bench/compare's fpy-nospec),
 * and a -Dstats=true build counts hits, misses, deopts (an entry refilled
 * because what it depended on changed) and generic executions per family
 * for `fpy --stats`.
 *
 * Threads: a frame is run only by the thread that owns it.  The eval
 * breaker (one relaxed load) is checked on JUMP_BACKWARD and calls.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/core.h"
#include "runtime/instance.h"
#include "runtime/lock.h"
#include "vm/eval.h"
#include "vm/function.h"
#include "vm/generator.h"
#include "vm/ops.h"

/* -Dspecialize=false (FPY_NO_SPECIALIZE): every cache and type-specific
 * fast path below is switched off, and each instruction takes the generic
 * protocol, so bench/compare can show what they buy. */
#ifdef FPY_NO_SPECIALIZE
#define SPECIALIZE 0
#else
#define SPECIALIZE 1
#endif

#if defined(__GNUC__) || defined(__clang__)
#define USE_COMPUTED_GOTO 1
#else
#define USE_COMPUTED_GOTO 0
#endif

/* ---- helpers for the opcodes' slow paths ------------------------------- */

/* x op y for two small ints, or NULL when the fast path does not apply
 * (overflow past a machine word, division by zero, negative shift): the
 * caller then takes the generic path, which produces the big int or the
 * error.  New ref. */
static inline Object *small_binop(int op, intptr_t x, intptr_t y)
{
    intptr_t r;
    /* the two most common first, without the switch's indirect jump */
    if (op == BIN_ADD) {
        r = x + y;
        return small_fits(r) ? small_new(r) : int_from_i64(r);
    }
    if (op == BIN_SUB) {
        r = x - y;
        return small_fits(r) ? small_new(r) : int_from_i64(r);
    }
    switch (op) {
    case BIN_ADD:
        r = x + y; /* both within 62 bits: no machine overflow */
        return small_fits(r) ? small_new(r) : int_from_i64(r);
    case BIN_SUB:
        r = x - y;
        return small_fits(r) ? small_new(r) : int_from_i64(r);
    case BIN_MUL:
        if (__builtin_mul_overflow(x, y, &r)) return NULL;
        return small_fits(r) ? small_new(r) : int_from_i64(r);
    case BIN_FLOORDIV:
        if (y == 0) return NULL;
        r = x / y;
        if ((x % y != 0) && ((x < 0) != (y < 0))) r--;
        return small_fits(r) ? small_new(r) : int_from_i64(r);
    case BIN_MOD:
        if (y == 0) return NULL;
        r = x % y;
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return small_new(r);
    case BIN_AND: return small_new(x & y);
    case BIN_OR: return small_new(x | y);
    case BIN_XOR: return small_new(x ^ y);
    case BIN_LSHIFT:
        if (y < 0 || y >= 62) return NULL;
        r = (intptr_t)((uintptr_t)x << y);
        if ((r >> y) != x || !small_fits(r)) return NULL;
        return small_new(r);
    case BIN_RSHIFT:
        if (y < 0) return NULL;
        if (y >= 63) return small_new(x < 0 ? -1 : 0);
        return small_new(x >> y);
    case BIN_TRUEDIV: {
        const intptr_t lim = (intptr_t)1 << 53; /* exactly representable as doubles */
        if (y == 0 || x > lim || x < -lim || y > lim || y < -lim) return NULL;
        return float_new((double)x / (double)y);
    }
    default:
        return NULL;
    }
}

/* x op y for the float fast path: false when the generic path must run
 * (another operator, or a division by zero and its ZeroDivisionError). */
static inline bool float_arith(int op, double x, double y, double *r)
{
    switch (op) {
    case BIN_ADD: *r = x + y; return true;
    case BIN_SUB: *r = x - y; return true;
    case BIN_MUL: *r = x * y; return true;
    case BIN_TRUEDIV:
        if (y == 0.0) return false;
        *r = x / y;
        return true;
    default: return false;
    }
}

/* A float operand whose only reference is the value stack's (brc_only_ref)
 * may take the result in place, saving an allocation and a free (the
 * temporaries of `a * b + c`).  The all-atomic baseline build keeps the
 * plain path. */
static inline bool float_only_ref(Object *o)
{
#ifdef FPY_REFCOUNT_ATOMIC
    (void)o;
    return false;
#else
    return brc_only_ref(o);
#endif
}

/* A float result r followed by `next`: when next is STORE_FAST and the
 * float its local holds is referred to by nothing else, r goes into that
 * float and the store is done (no float made, none freed: `dx = a.x - b.x`
 * again).  The local may be an operand: its value has been read. */
static inline bool float_into_stored_local(Object **lp, uint32_t next, double r)
{
    if (instr_op(next) != OP_STORE_FAST) return false;
    Object *old = lp[instr_arg(next)];
    if (old == NULL || TYPE(old) != &Float_Type || !float_only_ref(old)) return false;
    ((FloatObject *)old)->value = r;
    return true;
}

static inline bool cmp_result(int op, int c) /* c: <0, 0, >0 */
{
    switch (op) {
    case CMP_LT: return c < 0;
    case CMP_LE: return c <= 0;
    case CMP_EQ: return c == 0;
    case CMP_NE: return c != 0;
    case CMP_GT: return c > 0;
    default: return c >= 0;
    }
}

static inline bool cmp_double(int op, double a, double b)
{
    switch (op) {
    case CMP_LT: return a < b;
    case CMP_LE: return a <= b;
    case CMP_EQ: return a == b;
    case CMP_NE: return a != b;
    case CMP_GT: return a > b;
    default: return a >= b;
    }
}

/* The LOAD_GLOBAL cache.  A global load costs two locked hash lookups
 * (globals, then builtins); most programs never change their globals after
 * start-up, so the result is remembered per instruction together with the
 * versions of the two dicts (dict_version: a fresh, never reused number on
 * every change of a dict).  While both versions are unchanged the
 * remembered value is still the one the dicts hold.  The cache is
 * per thread (direct-mapped by the instruction's address), so threads
 * never write to shared memory for it.  bver == 0 (no dict has version 0)
 * marks a value found in globals, which no change to builtins affects.
 * Versions are read before the lookups, so a change racing with a miss
 * leaves an entry that can never validate again. */
typedef struct {
    Object *name;
    uint64_t gver, bver;
    Object *value; /* borrowed from the dict, valid while the versions match */
    /* where the name last sat in each dict: a program whose module-level
     * loop assigns globals changes the globals' version at every step,
     * and each load then looks again, first at that entry */
    uint32_t ghint, bhint;
} GlobalCacheEntry;

#define GLOBAL_CACHE_SIZE 1024
static _Thread_local GlobalCacheEntry global_cache[GLOBAL_CACHE_SIZE];

/* Borrowed: globals[name] else builtins[name], or NULL (no exception). */
static inline Object *load_global(const uint32_t *ip, Object *globals, Object *builtins, Object *name)
{
    if (!SPECIALIZE) {
        Object *v = dict_get_str(globals, name);
        return v ? v : dict_get_str(builtins, name);
    }
    GlobalCacheEntry *e = &global_cache[((uintptr_t)ip >> 2) & (GLOBAL_CACHE_SIZE - 1)];
    uint64_t gv = dict_version(globals);
    STAT(STAT_SPEC_GLOBAL);
    if (e->name == name && e->gver == gv && (e->bver == 0 || e->bver == dict_version(builtins))) return e->value;
    STAT(e->name == name ? STAT_SPEC_GLOBAL_DEOPT : STAT_SPEC_GLOBAL_MISS);
    if (e->name != name) e->ghint = e->bhint = 0;
    uint64_t bv = 0;
    Object *v = dict_get_str_hint(globals, name, &e->ghint);
    if (v == NULL) {
        bv = dict_version(builtins);
        v = dict_get_str_hint(builtins, name, &e->bhint);
        if (v == NULL) return NULL;
    }
    e->name = name;
    e->gver = gv;
    e->bver = bv;
    e->value = v;
    return v;
}

/* STORE_NAME / STORE_GLOBAL into an exact dict: where the name sat when
 * this instruction last stored it (per thread, direct-mapped by the
 * instruction's address, like the global cache; any value is safe, see
 * dict_set_str_hint), so that a module-level loop's assignments replace
 * the value without probing. */
#define STORE_HINTS 256
static _Thread_local uint32_t store_hint[STORE_HINTS];

static inline int store_name(const uint32_t *ip, Object *d, Object *name, Object *v)
{
    if (!SPECIALIZE) return dict_set(d, name, v);
    return dict_set_str_hint(d, name, v, &store_hint[((uintptr_t)ip >> 2) & (STORE_HINTS - 1)]);
}

/* A stack reference to an object read from module globals (LOAD_GLOBAL,
 * LOAD_NAME at module level, a module attribute).  When another thread
 * owns it, other threads probably read it too: ask for it to be counted
 * per thread (gc/perthread.c), so that the counts below stop writing a
 * cache line that the owner and every reader share.  (An object whose
 * owner has ended is left alone: one reader alone shares nothing, and
 * objects handed between threads, such as Thread objects, end up there.)
 * The test is one load and compare for immortal objects and for what this
 * thread owns (in a program without threads, every global). */
static inline void stack_incref_global(Object *v)
{
    pt_note_shared(v);
    STACK_INCREF(v);
}

/* Module attributes (math.sqrt, mod.CONST): Module_Type's getattr looks in
 * the module's dict first, so a hit there is the answer, cached in the same
 * per-thread table keyed on that dict's version (bver 0).  Borrowed, or
 * NULL when the name is not in the dict (then the caller asks getattr). */
static inline Object *module_attr(const uint32_t *ip, Object *mod, Object *name)
{
    if (!SPECIALIZE) return NULL;
    Object *d = ((ModuleObject *)mod)->dict;
    GlobalCacheEntry *e = &global_cache[((uintptr_t)ip >> 2) & (GLOBAL_CACHE_SIZE - 1)];
    uint64_t v = dict_version(d);
    if (e->name == name && e->gver == v && e->bver == 0) return e->value;
    Object *r = dict_get_str(d, name);
    if (r != NULL) {
        e->name = name;
        e->gver = v;
        e->bver = 0;
        e->value = r;
    }
    return r;
}

/* The LOAD_METHOD cache, for built-in (static) types only: their
 * attribute dicts never change after type_ready (CPython forbids setting
 * attributes on them too), so (instruction, type) -> method descriptor
 * stays true forever and needs no version.  Per thread, direct-mapped. */
typedef struct {
    Type *type;
    Object *name;
    Object *descr; /* immortal method descriptor */
} MethodCacheEntry;

#define METHOD_CACHE_SIZE 512
static _Thread_local MethodCacheEntry method_cache[METHOD_CACHE_SIZE];

/* Borrowed: the METH_DEFAULT method descriptor `name` of static type t, or
 * NULL when the attribute is something else (or missing). */
static inline Object *static_method_lookup(const uint32_t *ip, Type *t, Object *name)
{
    if (!SPECIALIZE) return NULL;
    MethodCacheEntry *e = &method_cache[((uintptr_t)ip >> 2) & (METHOD_CACHE_SIZE - 1)];
    STAT(STAT_SPEC_METHOD);
    if (e->type == t && e->name == name) return e->descr;
    STAT(STAT_SPEC_METHOD_MISS);
    Object *m = obj_type_lookup(t, name);
    if (m == NULL || TYPE(m) != &MethodDescr_Type || ((MethodDescrObject *)m)->def->flags != METH_DEFAULT)
        return NULL;
    e->type = t;
    e->name = name;
    e->descr = m;
    return m;
}

/* The attribute cache: LOAD_ATTR, LOAD_METHOD and STORE_ATTR on instances
 * of classes, and attribute loads on classes themselves.  The generic path
 * (obj_generic_getattr) looks the name up along the type's MRO (the
 * per-thread method cache of type.c, one probe plus one version check per
 * class), classifies what it found (data descriptor?  function?  plain
 * value?), then looks in the instance dict.  For one instruction the type
 * is nearly always the same, so the classification is remembered here with
 * the dict versions of the classes it depends on: the first nver classes of
 * the MRO (every class up to the last one that is not built-in; built-in
 * types' dicts never change after type_ready).  While the type and those
 * versions match, the lookup along the MRO is known to give `value` again,
 * and only the instance's own dict is left to consult.
 *
 * Per thread, direct-mapped by instruction address (ip is kept to tell
 * colliding instructions apart), like the global cache above: no shared
 * writes.  `value` is borrowed from a class dict and valid while the
 * versions match (freeing a replaced value is deferred past this thread's
 * next quiescent point: gc/qsbr.c).  Only attribute values whose own type
 * is built-in are cached, so "is it a descriptor?" cannot change behind
 * the versions' back (a class instance could gain a __get__).  Only
 * instances of classes whose getattr slot is the generic one are cached
 * (attr_fill_instance): a class with __getattribute__ or __getattr__ has
 * class.c's slot_getattr there, and every read goes through it.  When one
 * is assigned to a class later, type_setattr writes the slot before the
 * dict (class_update_slots), so the dict's new version makes every entry
 * for the class refill, and the refill sees the slot. */
enum {
    AK_NONE,          /* not cacheable: always the generic path */
    AK_DICT,          /* no class attribute: the instance dict or the generic path */
    AK_DICT_OR_VALUE, /* plain class value, shadowed by the instance dict */
    AK_DICT_OR_FUNC,  /* Python function of the class (a method), shadowed by the instance dict */
    AK_VALUE,         /* plain class value; instances have no dict (__slots__) to shadow it */
    AK_FUNC,          /* Python function of the class; instances have no dict to shadow it */
    AK_SLOT,          /* __slots__ member: the field at `offset` */
    AK_PROPERTY,      /* property with a getter: call it */
    AK_CLASS_VALUE,   /* on a class object: the value itself (plain value, function) */
    AK_CLASS_STATIC,  /* on a class object: a staticmethod's function */
    AK_CLASS_CLASSMETHOD, /* on a class object: a classmethod's function bound to the class */
    AK_STORE_DICT,    /* STORE_ATTR: into the instance dict (no data descriptor in the MRO) */
    AK_STORE_SLOT,    /* STORE_ATTR: a __slots__ member */
    AK_INIT,          /* CALL of a class: object.__new__, then `value`, a Python __init__, in a frame of this loop */
    AK_ALLOC,         /* CALL of a class with no argument: object.__new__ and no Python __init__: the instance alone */
    AK_BINOP,         /* BINARY_OP, the class's instance on the left: `value`, its Python __add__ & co, in a frame of this loop */
};

#define ATTR_MAXVER 3
typedef struct {
    const uint32_t *ip;
    Type *type;  /* the instance's type; for AK_CLASS_*, the class being read */
    Object *value; /* borrowed, see above */
    uint8_t kind;
    uint8_t nver;
    /* AK_DICT*, AK_STORE_DICT on a class with shared keys (inline values,
     * runtime/instance.c): the name's index in the keys, or -1 when it
     * was not among the first `nkeys` names (looked up again when the
     * keys have grown since) */
    int8_t index;
    uint8_t nkeys;
    union {
        uint32_t hint;   /* AK_DICT*, AK_STORE_DICT: where the name was last found in an instance dict */
        uint32_t offset; /* AK_SLOT, AK_STORE_SLOT: the member's field */
    };
    uint64_t epoch; /* the class epoch (dict_class_epoch) at which the versions were last seen to hold */
    uint64_t ver[ATTR_MAXVER];
} AttrCacheEntry; /* 64 bytes: one cache line */
_Static_assert(sizeof(AttrCacheEntry) == 64, "an attribute cache entry fills one cache line");

#define ATTR_CACHE_BITS 11
#define ATTR_CACHE_SIZE (1 << ATTR_CACHE_BITS)
static _Thread_local AttrCacheEntry attr_cache[ATTR_CACHE_SIZE];

/* Two-way set associative, indexed by instruction and type together (a
 * multiplicative hash: instruction addresses and class addresses are both
 * nearly sequential), so a polymorphic instruction (self.run() over several
 * Task classes) keeps one entry per type. */
static inline AttrCacheEntry *attr_set(const uint32_t *ip, Type *t)
{
    uint64_t h = ((uint64_t)(uintptr_t)ip ^ ((uint64_t)(uintptr_t)t << 7)) * 0x9E3779B97F4A7C15u;
    return &attr_cache[(h >> (64 - ATTR_CACHE_BITS)) & ~(uint64_t)1];
}

/* The versions remembered in e, checked one by one (the class epoch has
 * moved since e last saw them hold, to `now`). */
static __attribute__((noinline)) bool attr_versions_hold(AttrCacheEntry *e, Type *t, uint64_t now)
{
    Object **mro = tuple_items(t->mro); /* mro[0] is t itself (nver >= 1: t is a class) */
    for (int i = 0; i < e->nver; i++)
        if (dict_version(((Type *)mro[i])->dict) != e->ver[i]) return false;
    e->epoch = now;
    return true;
}

/* Do t and the versions remembered in e still hold?  While no class has
 * changed since e last checked (the class epoch, runtime/dict.c), they do. */
static inline bool attr_valid(AttrCacheEntry *e, const uint32_t *ip, Type *t)
{
    if (e->ip != ip || e->type != t) return false;
    uint64_t now = dict_class_epoch();
    return e->epoch == now || attr_versions_hold(e, t, now);
}

/* Start filling e for (ip, t): read the versions (before any lookup, so a
 * change racing with it leaves an entry that never validates).  false when
 * t cannot be cached (an MRO too long before its last class). */
static bool attr_begin(AttrCacheEntry *e, Type *t)
{
    Object *mro = t->mro;
    if (mro == NULL) return false;
    ssize_t n = tuple_len(mro), last = -1;
    for (ssize_t i = 0; i < n; i++)
        if (((Type *)tuple_get(mro, i))->flags & TPF_HEAPTYPE) last = i;
    if (last >= ATTR_MAXVER) return false;
    e->ip = NULL; /* invalid until complete */
    e->epoch = dict_class_epoch(); /* read before the versions: a change after it moves the epoch */
    for (ssize_t i = 0; i <= last; i++) {
        Object *d = ((Type *)tuple_get(mro, i))->dict;
        if (d == NULL) return false;
        e->ver[i] = dict_version(d);
    }
    e->nver = (uint8_t)(last + 1);
    e->type = t;
    return true;
}

static inline bool generic_getattr_type(Type *t)
{
    return t->getattr == NULL || t->getattr == obj_generic_getattr;
}

/* A class attribute's type that has no say in attribute access (no
 * __get__/__set__): built-in, and none of the descriptor types. */
static inline bool plain_value(Object *v)
{
    Type *vt = TYPE(v);
    return !(vt->flags & TPF_HEAPTYPE) && vt != &Function_Type && vt != &MethodDescr_Type &&
           vt != &GetSetDescr_Type && vt != &MemberDescr_Type && vt != &Property_Type &&
           vt != &StaticMethod_Type && vt != &ClassMethod_Type && vt != &WrapperDescr_Type;
}

/* Classify name for instances of t (heap type, generic getattr). */
static void attr_fill_instance(AttrCacheEntry *e, const uint32_t *ip, Type *t, Object *name)
{
    if (!(t->flags & TPF_HEAPTYPE) || !generic_getattr_type(t) || !attr_begin(e, t)) return;
    Object *v = obj_type_lookup(t, name);
    uint8_t kind = AK_NONE;
    if (v == NULL) kind = t->dictoffset ? AK_DICT : AK_NONE;
    else if (TYPE(v) == &MemberDescr_Type) kind = AK_SLOT, e->offset = (uint32_t)((MemberDescrObject *)v)->offset;
    else if (TYPE(v) == &Property_Type) kind = ((PropertyObject *)v)->fget && ((PropertyObject *)v)->fget != None ? AK_PROPERTY : AK_NONE;
    else if (TYPE(v) == &Function_Type) kind = t->dictoffset ? AK_DICT_OR_FUNC : AK_FUNC;
    else if (plain_value(v)) kind = t->dictoffset ? AK_DICT_OR_VALUE : AK_VALUE;
    if (kind != AK_SLOT && kind != AK_STORE_SLOT) e->hint = 0;
    if (t->inst_keys) {
        e->nkeys = (uint8_t)inst_keys_count(t);
        e->index = (int8_t)inst_keys_find(t, name);
    }
    e->kind = kind;
    e->value = v;
    e->ip = ip;
}

/* Classify name read on the class cls itself (type_getattr: the metatype
 * `type` has no data descriptor of that name). */
static void attr_fill_class(AttrCacheEntry *e, const uint32_t *ip, Type *cls, Object *name)
{
    if (!(cls->flags & TPF_HEAPTYPE) || TYPE((Object *)cls) != &Type_Type || !attr_begin(e, cls)) return;
    Object *meta = obj_type_lookup(&Type_Type, name);
    Object *v = obj_type_lookup(cls, name);
    uint8_t kind = AK_NONE;
    if (v != NULL && (meta == NULL || TYPE(meta) != &GetSetDescr_Type)) {
        if (TYPE(v) == &Function_Type || plain_value(v)) kind = AK_CLASS_VALUE;
        else if (TYPE(v) == &StaticMethod_Type) kind = AK_CLASS_STATIC;
        else if (TYPE(v) == &ClassMethod_Type) kind = AK_CLASS_CLASSMETHOD;
    }
    if (kind != AK_SLOT && kind != AK_STORE_SLOT) e->hint = 0;
    e->kind = kind;
    e->value = v;
    e->ip = ip;
}

/* STORE_ATTR's classification for instances of t (heap type, generic
 * setattr): the instance dict when the MRO has no data descriptor of that
 * name, the field of a __slots__ member. */
static void attr_fill_store(AttrCacheEntry *e, const uint32_t *ip, Type *t, Object *name)
{
    if (!attr_begin(e, t)) return;
    Object *v = obj_type_lookup(t, name);
    uint8_t kind = AK_NONE;
    if (v != NULL && TYPE(v) == &MemberDescr_Type) kind = AK_STORE_SLOT, e->offset = (uint32_t)((MemberDescrObject *)v)->offset;
    else if (t->dictoffset && (v == NULL || TYPE(v) == &Function_Type || plain_value(v))) kind = AK_STORE_DICT;
    if (kind != AK_SLOT && kind != AK_STORE_SLOT) e->hint = 0;
    if (kind == AK_STORE_DICT && t->inst_keys) {
        e->nkeys = (uint8_t)inst_keys_count(t);
        e->index = (int8_t)inst_keys_add(t, name);
    }
    e->kind = kind;
    e->value = v;
    e->ip = ip;
}

/* CALL's classification of calling the class cls: AK_INIT when making an
 * instance is object.__new__ (no __new__ along the MRO, the object slot)
 * followed by a Python function __init__, so the call can allocate the
 * instance and run __init__ without leaving the loop; AK_ALLOC when there
 * is no Python __init__ either, so that a call without arguments is the
 * allocation alone (class_instantiate does the same in C for every other
 * case: for AK_ALLOC's, object_new and no __init__ to call). */
static void attr_fill_init(AttrCacheEntry *e, const uint32_t *ip, Type *cls)
{
    if (!(cls->flags & TPF_HEAPTYPE) || TYPE((Object *)cls) != &Type_Type || cls->new != Object_Type.new ||
        !attr_begin(e, cls))
        return;
    Object *init = class_lookup_py(cls, STR_ID("__init__"));
    uint8_t kind = AK_NONE;
    bool no_new = class_lookup_py(cls, STR_ID("__new__")) == NULL;
    if (no_new && init != NULL && TYPE(init) == &Function_Type && obj_is_deferred(init))
        kind = AK_INIT;
    else if (no_new && init == NULL)
        kind = AK_ALLOC;
    e->hint = 0;
    e->kind = kind;
    e->value = init;
    e->ip = ip;
}

/* Can an instruction run fn, called with exactly nargs positional
 * arguments, in a frame of this loop (frame_push_args: no defaults to
 * fill, no *args, **kwargs or keyword-only parameters, not a generator)?
 * Only a deferred function (gc/deferred.c): the frame's `func` is then
 * borrowed safely even if the class that held it lets it go meanwhile,
 * since a deferred object is freed only by the collector, which counts
 * the frames' functions. */
static bool function_runs_inline(Object *fn, int nargs)
{
    if (TYPE(fn) != &Function_Type || !obj_is_deferred(fn)) return false;
    CodeObject *co = ((FunctionObject *)fn)->code;
    return co->argcount == nargs && co->kwonlyargcount == 0 &&
           !(co->flags & (CO_VARARGS | CO_VARKEYWORDS | CO_GENERATOR));
}

/* BINARY_OP's classification for a left operand of class t (ip: the
 * address after the instruction, whose argument says the operator):
 * AK_BINOP when t's number slot calls a Python method that takes exactly
 * the two operands and makes no generator, so that BINARY_OP can run it
 * in a frame of this loop.  An operator with an in-place slot (a class
 * with __iadd__) stays with the generic path. */
static void attr_fill_binop(AttrCacheEntry *e, const uint32_t *ip, Type *t)
{
    uint32_t arg = instr_arg(ip[-1]);
    int op = (int)(arg & 15);
    if (!(t->flags & TPF_HEAPTYPE) || op == BIN_POW || !attr_begin(e, t)) return;
    Object *m = class_binop_method(t, op);
    uint8_t kind = AK_NONE;
    if (m != NULL && function_runs_inline(m, 2) && (!(arg & BINARY_OP_INPLACE) || !num_has_inplace_slot(t, op)))
        kind = AK_BINOP;
    e->hint = 0;
    e->kind = kind;
    e->value = m;
    e->ip = ip;
}

enum { FILL_INSTANCE, FILL_CLASS, FILL_STORE, FILL_INIT, FILL_BINOP };

/* The valid entry for (ip, t), classifying name now on a miss (the
 * entry's previous occupant moves to the set's other way); NULL when the
 * access cannot be cached. */
static __attribute__((noinline)) AttrCacheEntry *attr_miss(AttrCacheEntry *set, const uint32_t *ip, Type *t,
                                                            Object *name, int what)
{
    /* an entry for this instruction and type whose versions moved: deopt */
    bool deopt = (set[0].ip == ip && set[0].type == t) || (set[1].ip == ip && set[1].type == t);
    (void)deopt;
    set[1] = set[0];
    AttrCacheEntry *e = &set[0];
    e->ip = NULL;
    if (what == FILL_INSTANCE) attr_fill_instance(e, ip, t, name);
    else if (what == FILL_CLASS) attr_fill_class(e, ip, t, name);
    else if (what == FILL_INIT) attr_fill_init(e, ip, t);
    else if (what == FILL_BINOP) attr_fill_binop(e, ip, t);
    else attr_fill_store(e, ip, t, name);
    if (e->ip != ip) {
        STAT(STAT_SPEC_ATTR_GENERIC); /* not cacheable: the generic path, every time */
        return NULL;
    }
    STAT(deopt ? STAT_SPEC_ATTR_DEOPT : STAT_SPEC_ATTR_MISS);
    return e;
}

static inline AttrCacheEntry *attr_get(const uint32_t *ip, Type *t, Object *name, int what)
{
    if (!SPECIALIZE) return NULL;
    STAT(STAT_SPEC_ATTR);
    AttrCacheEntry *set = attr_set(ip, t);
    if (attr_valid(&set[0], ip, t)) return &set[0];
    if (attr_valid(&set[1], ip, t)) return &set[1];
    return attr_miss(set, ip, t, name, what);
}

/* The index of name in the shared keys of t, from the cache entry e;
 * looked up again when the entry says "absent" but the keys have grown. */
static inline int attr_key_index(AttrCacheEntry *e, Type *t, Object *name)
{
    if (__builtin_expect(e->index < 0, 0) && inst_keys_count(t) != e->nkeys) {
        e->nkeys = (uint8_t)inst_keys_count(t);
        e->index = (int8_t)inst_keys_find(t, name);
    }
    return e->index;
}

/* Borrowed: o's own attribute name (an instance of heap type t with a
 * dict or inline values), or NULL when it has none. */
static inline Object *own_attr_cached(AttrCacheEntry *e, Object *o, Type *t, Object *name)
{
    Object *d;
    if (t->inst_keys) {
        d = inst_dict_load(o, t);
        if (d == NULL) {
            Object *v = inst_value_at(o, t, attr_key_index(e, t, name), &d);
            if (v != NULL) return v;
        }
    } else {
        d = *(Object **)((char *)o + t->dictoffset);
    }
    return d ? dict_get_str_hint(d, name, &e->hint) : NULL;
}

/* LOAD_ATTR's cached path for an instance o of heap type t: new ref, or
 * NULL without an exception when the cache does not answer (then the
 * generic path runs, and raises what there is to raise); *err set when
 * the answer is an exception (a property getter raised).  err == NULL (a
 * superinstruction): answer only what needs no code run, a property never. */
static inline __attribute__((always_inline)) Object *attr_load_cached(const uint32_t *ip, Object *o, Type *t, Object *name, bool *err)
{
    AttrCacheEntry *e = attr_get(ip, t, name, FILL_INSTANCE);
    if (e == NULL) return NULL;
    switch (e->kind) {
    case AK_DICT:
    case AK_DICT_OR_VALUE:
    case AK_DICT_OR_FUNC: {
        Object *v = own_attr_cached(e, o, t, name);
        if (v != NULL) return NEWREF(v);
        if (e->kind == AK_DICT_OR_VALUE) return NEWREF(e->value);
        if (e->kind == AK_DICT_OR_FUNC) return method_new(e->value, o);
        return NULL;
    }
    case AK_VALUE: return NEWREF(e->value);
    case AK_FUNC: return method_new(e->value, o);
    case AK_SLOT: {
        Object *v = slot_field_load(o, (Object **)((char *)o + e->offset));
        return v ? NEWREF(v) : NULL;
    }
    case AK_PROPERTY: {
        if (err == NULL) return NULL; /* a superinstruction: no code may run */
        Object *r = obj_call1(((PropertyObject *)e->value)->fget, o);
        *err = r == NULL;
        return r;
    }
    default: return NULL;
    }
}

/* Attribute of a class object (C.attr): new ref or NULL (not answered). */
static inline Object *attr_load_class_cached(const uint32_t *ip, Type *cls, Object *name)
{
    AttrCacheEntry *e = attr_get(ip, cls, name, FILL_CLASS);
    if (e == NULL) return NULL;
    switch (e->kind) {
    case AK_CLASS_VALUE: return NEWREF(e->value);
    case AK_CLASS_STATIC: return NEWREF(((StaticMethodObject *)e->value)->func);
    case AK_CLASS_CLASSMETHOD: return method_new(((StaticMethodObject *)e->value)->func, (Object *)cls);
    default: return NULL;
    }
}

/* CALL / CALL_KW with a bound method and a NULL self slot: put its
 * function in the callable slot and its self in the NULL slot (stack
 * references), so the call goes on as one to the function with self. */
static inline Object *unpack_bound_method(Object **callable_slot)
{
    MethodObject *m = (MethodObject *)callable_slot[0];
    Object *fn = m->func, *self = m->self;
    STACK_INCREF(fn);
    STACK_INCREF(self);
    callable_slot[1] = self;
    callable_slot[0] = fn;
    STACK_DECREF((Object *)m);
    return fn;
}

/* The cells of fn's frame nf, just pushed with its arguments: 0, or -1
 * with the frame cleared and popped again. */
static inline int frame_cells(ThreadState *ts, Frame *nf, FunctionObject *fn)
{
    CodeObject *co = fn->code;
    if ((co->ncells || co->nfree) && function_init_cells(nf, fn->closure) < 0) {
        frame_clear(nf);
        frame_pop(ts, nf);
        return -1;
    }
    return 0;
}

/* The exception-table entry covering instruction i, or NULL. */
static const ExcEntry *find_handler(const CodeObject *co, int i)
{
    for (int k = 0; k < co->nexc; k++) {
        const ExcEntry *e = &co->exctable[k];
        if ((uint32_t)i >= e->start && (uint32_t)i < e->end) return e;
    }
    return NULL;
}

/* Call a non-Python callable (or a Python one from a slow path) with
 * borrowed args.  Builtin functions and methods are called straight
 * through their C function.  New ref or NULL. */
static inline Object *call_object(Object *callable, Object *const *args, ssize_t nargs, bool has_self, Object *kwnames)
{
    Type *t = TYPE(callable);
    if (t == &CFunction_Type && !has_self) {
        CFunctionObject *cf = (CFunctionObject *)callable;
        return cf->def->fn(cf->self, args, nargs, kwnames);
    }
    if (t == &MethodDescr_Type && has_self) {
        /* LOAD_METHOD found it in type(self)'s MRO: self's type is right */
        MethodDescrObject *d = (MethodDescrObject *)callable;
        if (d->def->flags == METH_DEFAULT) return d->def->fn(args[0], args + 1, nargs - 1, kwnames);
    }
    return obj_call(callable, args, nargs, kwnames);
}

/* FOR_ITER's next item of a list or tuple iterator si (of type st),
 * borrowed from the sequence (list_item_lf: lock-free): 1 and *v, 0 when
 * exhausted (the iterator is marked so), -1 when the list's own next must
 * read it under the lock (a slot being filled, an array being replaced). */
static inline int index_iter_next(IndexIterObject *si, Type *st, Object **v)
{
    ssize_t i = si->index;
    if (i < 0) return 0;
    Object *seq = si->seq;
    int r;
    if (st == &TupleIter_Type) {
        r = i < tuple_len(seq);
        if (r) *v = tuple_get(seq, i);
    } else {
        r = list_item_lf(seq, i, v);
    }
    if (r > 0) pt_note_item(seq, *v); /* a sequence threads share: its items too (gc/perthread.c) */
    if (r > 0) si->index = i + 1;
    else if (r == 0) si->index = -1;
    return r;
}

/* The bounds of a slice whose parts are all None or small ints, as
 * slice_unpack would give them; false for anything else (and a zero step,
 * whose ValueError the generic path raises). */
static inline bool small_slice(Object *start, Object *stop, Object *step, ssize_t *lo, ssize_t *hi, ssize_t *by)
{
    if (step == None) *by = 1;
    else if (is_small(step) && small_val(step) != 0) *by = small_val(step);
    else return false;
    if (start == None) *lo = *by < 0 ? SSIZE_MAX : 0;
    else if (is_small(start)) *lo = small_val(start);
    else return false;
    if (stop == None) *hi = *by < 0 ? -SSIZE_MAX - 1 : SSIZE_MAX;
    else if (is_small(stop)) *hi = small_val(stop);
    else return false;
    return true;
}

/* ---- fpy --dis-adaptive --------------------------------------------------- */

/* The kind of a valid attribute cache entry, in words. */
static int attr_note(const AttrCacheEntry *e, char *buf, size_t n)
{
    const char *tn = e->type->name;
    switch (e->kind) {
    case AK_DICT:
    case AK_DICT_OR_VALUE:
    case AK_DICT_OR_FUNC: {
        const char *cls = e->kind == AK_DICT_OR_VALUE ? "the class's value" : "the class's method";
        if (e->type->inst_keys && e->index >= 0) return snprintf(buf, n, "%s: inline value #%d", tn, e->index);
        if (e->type->inst_keys && e->kind != AK_DICT) return snprintf(buf, n, "%s: %s (no instance value)", tn, cls);
        if (e->kind != AK_DICT) return snprintf(buf, n, "%s: instance dict, else %s", tn, cls);
        return snprintf(buf, n, "%s: instance dict", tn);
    }
    case AK_VALUE: return snprintf(buf, n, "%s: the class's value (no instance dict)", tn);
    case AK_FUNC: return snprintf(buf, n, "%s: the class's method (no instance dict)", tn);
    case AK_SLOT: return snprintf(buf, n, "%s: slot at +%u", tn, e->offset);
    case AK_PROPERTY: return snprintf(buf, n, "%s: property getter", tn);
    case AK_CLASS_VALUE: return snprintf(buf, n, "class %s: its value", tn);
    case AK_CLASS_STATIC: return snprintf(buf, n, "class %s: staticmethod", tn);
    case AK_CLASS_CLASSMETHOD: return snprintf(buf, n, "class %s: classmethod", tn);
    case AK_STORE_DICT:
        if (e->type->inst_keys && e->index >= 0) return snprintf(buf, n, "%s: store inline value #%d", tn, e->index);
        return snprintf(buf, n, "%s: store into the instance dict", tn);
    case AK_STORE_SLOT: return snprintf(buf, n, "%s: store slot at +%u", tn, e->offset);
    case AK_INIT: return snprintf(buf, n, "%s(...): __init__ run in this loop", tn);
    case AK_ALLOC: return snprintf(buf, n, "%s(): the instance alone (no __new__, no __init__)", tn);
    case AK_BINOP: return snprintf(buf, n, "%s: %s run in this loop", tn, str_cstr(((FunctionObject *)e->value)->name));
    default: return snprintf(buf, n, "%s: not cacheable", tn);
    }
}

bool eval_specializes(void) { return SPECIALIZE; }

void eval_cache_note(CodeObject *co, int i, char *buf, size_t n)
{
    buf[0] = '\0';
    if (!SPECIALIZE || n == 0) return;
    const uint32_t *ip = &co->code[i + 1]; /* the handlers key caches on the next instruction's address */
    int op = instr_op(co->code[i]);
    uint32_t arg = instr_arg(co->code[i]);
    size_t used = 0;
    if (op == OP_LOAD_ATTR || op == OP_STORE_ATTR || op == OP_LOAD_METHOD || op == OP_CALL || op == OP_BINARY_OP) {
        /* every valid entry of this instruction: one per type it met */
        for (int k = 0; k < ATTR_CACHE_SIZE && used + 2 < n; k++) {
            AttrCacheEntry *e = &attr_cache[k];
            if (e->ip != ip || !attr_valid(e, ip, e->type)) continue;
            if (used > 0) used += (size_t)snprintf(buf + used, n - used, "; ");
            if (used < n) used += (size_t)attr_note(e, buf + used, n - used);
        }
    }
    if (op == OP_LOAD_METHOD && used == 0) {
        const MethodCacheEntry *e = &method_cache[((uintptr_t)ip >> 2) & (METHOD_CACHE_SIZE - 1)];
        if (e->type != NULL && e->name == tuple_get(co->names, arg))
            used = (size_t)snprintf(buf, n, "%s: built-in method", e->type->name);
    }
    if ((op == OP_LOAD_GLOBAL || op == OP_LOAD_NAME || op == OP_LOAD_ATTR) && used == 0) {
        const GlobalCacheEntry *e = &global_cache[((uintptr_t)ip >> 2) & (GLOBAL_CACHE_SIZE - 1)];
        if (e->name != NULL && e->name == tuple_get(co->names, arg))
            snprintf(buf, n, "%s: a %s", op == OP_LOAD_ATTR ? "module attribute" : e->bver ? "builtin" : "global",
                     TYPE(e->value)->name);
    }
}

/* ---- the loop ------------------------------------------------------------ */

Object *eval_code(CodeObject *co, Object *globals, Object *locals)
{
    ThreadState *ts = ts_get();
    Frame *f = frame_push(ts, co, NULL, globals, locals);
    if (f == NULL) return NULL;
    if ((co->ncells || co->nfree) && function_init_cells(f, NULL) < 0) {
        frame_clear(f);
        frame_pop(ts, f);
        return NULL;
    }
    return eval_frame(ts, f, NULL);
}

#define ARG (word >> 8)
#define PUSH(v) (*sp++ = (v))
#define POP() (*--sp)
#define TOP() (sp[-1])
#define SECOND() (sp[-2])
#define ERROR_IF(cond) do { if (cond) goto error; } while (0)
#define INSTR_INDEX() ((int)(ip - first_instr) - 1)

#define LOAD_REGS()                              \
    do {                                         \
        co = f->code;                            \
        first_instr = co->code;                  \
        ip = first_instr + f->instr;             \
        sp = f->sp;                              \
        lp = f->localsplus;                      \
        consts = tuple_items(co->consts);        \
        names = tuple_items(co->names);          \
    } while (0)

/* Continue in nf, a frame a call just pushed: save this frame's place,
 * link nf above it and run it in this same loop. */
#define ENTER_FRAME(nf)                     \
    do {                                    \
        f->sp = sp;                         \
        f->instr = (int)(ip - first_instr); \
        (nf)->previous = f;                 \
        ts->frame = (nf);                   \
        ts->recursion_depth++;              \
        f = (nf);                           \
        LOAD_REGS();                        \
        DISPATCH();                         \
    } while (0)

/* A safepoint: stop-the-world requests, merges, signals. */
#define CHECK_EVAL_BREAKER()                                                       \
    do {                                                                           \
        if (atomic_load_explicit(&ts->eval_breaker, memory_order_relaxed)) {       \
            f->sp = sp;                                                            \
            f->instr = (int)(ip - first_instr);                                    \
            if (thread_handle_breaker(ts) < 0) goto error;                         \
        }                                                                          \
    } while (0)

#if USE_COMPUTED_GOTO
#define TARGET(name) L_##name:
#define DISPATCH()                      \
    do {                                \
        f->sp = sp;                     \
        word = *ip++;                   \
        goto *dispatch_table[word & 0xff]; \
    } while (0)
#else
#define TARGET(name) case OP_##name:
#define DISPATCH() goto dispatch
#endif

Object *eval_frame(ThreadState *ts, Frame *f, Object *throwexc)
{
#if USE_COMPUTED_GOTO
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init" /* the range default, then each opcode */
    static void *const dispatch_table[256] = {
        [0 ... 255] = &&L_unknown_opcode,
#define OP(name, operand, effect, doc) [OP_##name] = &&L_##name,
#include "vm/opcodes.h"
#undef OP
    };
#pragma GCC diagnostic pop
#endif
    CodeObject *co;
    const uint32_t *first_instr, *ip;
    Object **sp, **lp;
    Object *const *consts;
    Object *const *names;
    uint32_t word = 0;
    Object *fa, *fb; /* the borrowed operands of LOAD_FAST__LOAD_FAST / __LOAD_CONST */
    Object *exc = NULL;
    Object *retval = NULL;

    if (ts->c_recursion_depth >= C_RECURSION_LIMIT || ts->recursion_depth >= ts->interp->recursion_limit ||
        c_stack_check("") < 0) {
        XDECREF(throwexc);
        if (!err_occurred()) err_set(&Exc_RecursionError, "maximum recursion depth exceeded");
        frame_clear(f);
        if (f->owner == FRAME_ON_STACK) frame_pop(ts, f);
        return NULL;
    }
    ts->c_recursion_depth++;
    ts->recursion_depth++;
    f->previous = ts->frame;
    f->is_entry = 1;
    f->yielded = 0;
    ts->frame = f;
    LOAD_REGS();
    if (throwexc != NULL) {
        exc = throwexc;
        goto raise_exc;
    }
    DISPATCH();

#if !USE_COMPUTED_GOTO
dispatch:
    f->sp = sp;
    word = *ip++;
    switch (word & 0xff) {
#endif

    TARGET(NOP) {
        DISPATCH();
    }

    TARGET(POP_TOP) {
        Object *v = POP();
        if (v != NULL) STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(COPY) {
        Object *v = sp[-(int)ARG];
        if (v != NULL) STACK_INCREF(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(SWAP) {
        Object *t = sp[-1];
        sp[-1] = sp[-(int)ARG];
        sp[-(int)ARG] = t;
        DISPATCH();
    }

    TARGET(PUSH_NULL) {
        PUSH(NULL);
        DISPATCH();
    }

    TARGET(LOAD_CONST) {
        PUSH(consts[ARG]); /* constants are immortal: no count */
        DISPATCH();
    }

    TARGET(LOAD_FAST) {
    load_fast:; /* also every superinstruction whose fast case does not apply */
        Object *v = lp[ARG];
        if (v == NULL) goto unbound_local;
        STACK_INCREF(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(STORE_FAST) {
        Object *v = POP();
        Object *old = lp[ARG];
        lp[ARG] = v;
        if (old != NULL) STACK_DECREF(old);
        DISPATCH();
    }

    TARGET(DELETE_FAST) {
        Object *old = lp[ARG];
        if (old == NULL) goto unbound_local;
        lp[ARG] = NULL;
        STACK_DECREF(old);
        DISPATCH();
    }

    TARGET(LOAD_DEREF) {
        /* A cell may be shared with closures running in other threads:
         * read and count its content under the cell's lock, so a
         * concurrent STORE_DEREF cannot free it in between. */
        CellObject *cell = (CellObject *)lp[ARG];
        obj_lock((Object *)cell);
        Object *v = cell->ref;
        if (v != NULL) STACK_INCREF(v);
        obj_unlock((Object *)cell);
        if (v == NULL) goto unbound_deref;
        PUSH(v);
        DISPATCH();
    }

    TARGET(STORE_DEREF) {
        Object *v = POP();
        CellObject *cell = (CellObject *)lp[ARG];
        stack_to_owned(v);
        obj_lock((Object *)cell);
        Object *old = cell->ref;
        cell->ref = v;
        obj_unlock((Object *)cell);
        if (old != NULL) DECREF(old);
        DISPATCH();
    }

    TARGET(DELETE_DEREF) {
        CellObject *cell = (CellObject *)lp[ARG];
        obj_lock((Object *)cell);
        Object *old = cell->ref;
        cell->ref = NULL;
        obj_unlock((Object *)cell);
        if (old == NULL) goto unbound_deref;
        DECREF(old);
        DISPATCH();
    }

    TARGET(LOAD_CLOSURE) {
        Object *cell = lp[ARG];
        STACK_INCREF(cell);
        PUSH(cell);
        DISPATCH();
    }

    TARGET(LOAD_GLOBAL) {
        Object *name = names[ARG];
        Object *v = load_global(ip, f->globals, f->builtins, name);
        if (v == NULL) {
            err_format(&Exc_NameError, "name '%U' is not defined", name);
            goto error;
        }
        stack_incref_global(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(STORE_GLOBAL) {
        Object *v = TOP();
        ERROR_IF(store_name(ip, f->globals, names[ARG], v) < 0);
        sp--;
        STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(DELETE_GLOBAL) {
        Object *name = names[ARG];
        if (dict_del(f->globals, name) < 0) {
            if (err_matches(&Exc_KeyError)) {
                err_clear();
                err_format(&Exc_NameError, "name '%U' is not defined", name);
            }
            goto error;
        }
        DISPATCH();
    }

    TARGET(LOAD_NAME) {
        Object *name = names[ARG];
        Object *v = NULL;
        if (f->locals != NULL && f->locals != f->globals) {
            if (is_dict_exact(f->locals)) { /* a dict subclass (__prepare__) has its say */
                v = dict_get_str(f->locals, name);
            } else {
                v = obj_getitem(f->locals, name);
                if (v == NULL) {
                    if (!err_matches(&Exc_KeyError)) goto error;
                    err_clear();
                } else {
                    PUSH(stack_from_owned(v));
                    DISPATCH();
                }
            }
        }
        /* module code (locals is globals) goes through the global cache */
        if (v == NULL) v = load_global(ip, f->globals, f->builtins, name);
        if (v == NULL) {
            err_format(&Exc_NameError, "name '%U' is not defined", name);
            goto error;
        }
        stack_incref_global(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(STORE_NAME) {
        Object *v = TOP();
        Object *d = f->locals != NULL ? f->locals : f->globals;
        int r = is_dict_exact(d) ? store_name(ip, d, names[ARG], v) : obj_setitem(d, names[ARG], v);
        ERROR_IF(r < 0);
        sp--;
        STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(DELETE_NAME) {
        Object *name = names[ARG];
        Object *d = f->locals != NULL ? f->locals : f->globals;
        int r = is_dict_exact(d) ? dict_del(d, name) : obj_delitem(d, name);
        if (r < 0) {
            if (err_matches(&Exc_KeyError)) {
                err_clear();
                err_format(&Exc_NameError, "name '%U' is not defined", name);
            }
            goto error;
        }
        DISPATCH();
    }

    TARGET(LOAD_ATTR) {
        Object *owner = TOP();
        Type *ot = TYPE(owner);
        if (ot->flags & TPF_HEAPTYPE) {
            bool err = false;
            Object *res = attr_load_cached(ip, owner, ot, names[ARG], &err);
            ERROR_IF(err);
            if (res != NULL) {
                pt_note_item(owner, res);
                STACK_DECREF(owner);
                TOP() = stack_from_owned(res);
                DISPATCH();
            }
        } else if (ot == &Type_Type && (((Type *)owner)->flags & TPF_HEAPTYPE)) {
            Object *res = attr_load_class_cached(ip, (Type *)owner, names[ARG]);
            if (res != NULL) {
                STACK_DECREF(owner);
                TOP() = stack_from_owned(res);
                DISPATCH();
            }
        }
        if (ot == &Module_Type) {
            Object *v = module_attr(ip, owner, names[ARG]);
            if (v != NULL) {
                stack_incref_global(v);
                STACK_DECREF(owner);
                TOP() = v;
                DISPATCH();
            }
        }
        Object *res = obj_getattr(owner, names[ARG]);
        ERROR_IF(res == NULL);
        STACK_DECREF(owner);
        TOP() = stack_from_owned(res);
        DISPATCH();
    }

    TARGET(STORE_ATTR) {
        Object *owner = TOP();
        Object *v = SECOND();
        Type *ot = TYPE(owner);
        if ((ot->flags & TPF_HEAPTYPE) && ot->setattr == obj_generic_setattr) {
            AttrCacheEntry *e = attr_get(ip, ot, names[ARG], FILL_STORE);
            if (e != NULL) {
                Object *d;
                int r = -2;
                if (e->kind == AK_STORE_DICT && ot->inst_keys) {
                    r = inst_set(owner, ot, e->index, names[ARG], v);
                } else if (e->kind == AK_STORE_DICT) {
                    /* the first attribute of a fresh instance makes its
                     * dict, as obj_generic_setattr does */
                    Object **dp = (Object **)((char *)owner + ot->dictoffset);
                    if ((d = *dp) == NULL) {
                        d = *dp = dict_new();
                        ERROR_IF(d == NULL);
                    }
                    r = dict_set_str_hint(d, names[ARG], v, &e->hint);
                }
                else if (e->kind == AK_STORE_SLOT) {
                    /* the stack's reference to v becomes the field's */
                    slot_field_store(owner, (Object **)((char *)owner + e->offset), stack_to_owned(v));
                    sp -= 2;
                    STACK_DECREF(owner);
                    DISPATCH();
                }
                if (r != -2) {
                    ERROR_IF(r < 0);
                    sp -= 2;
                    STACK_DECREF(owner);
                    STACK_DECREF(v);
                    DISPATCH();
                }
            }
        }
        ERROR_IF(obj_setattr(owner, names[ARG], v) < 0);
        sp -= 2;
        STACK_DECREF(owner);
        STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(DELETE_ATTR) {
        Object *owner = TOP();
        ERROR_IF(obj_setattr(owner, names[ARG], NULL) < 0);
        sp--;
        STACK_DECREF(owner);
        DISPATCH();
    }

    TARGET(LOAD_METHOD) {
        Object *obj = TOP();
        Object *name = names[ARG];
        Type *t = TYPE(obj);
        if (!(t->flags & TPF_HEAPTYPE) && t->dictoffset == 0 &&
            (t->getattr == NULL || t->getattr == obj_generic_getattr)) {
            /* a built-in type, no instance dict to shadow the method: call
             * the method descriptor with obj as self, no bound method made */
            Object *m = static_method_lookup(ip, t, name);
            if (m != NULL) {
                TOP() = m; /* immortal: no count */
                PUSH(obj);
                DISPATCH();
            }
        }
        if (t->flags & TPF_HEAPTYPE) {
            /* an instance of a class: a function of the class, not shadowed
             * by the instance dict, is pushed with obj as self (no bound
             * method); other cached kinds load as LOAD_ATTR does */
            AttrCacheEntry *e = attr_get(ip, t, name, FILL_INSTANCE);
            if (e != NULL && (e->kind == AK_DICT_OR_FUNC || e->kind == AK_FUNC)) {
                Object *v = e->kind == AK_FUNC ? NULL : own_attr_cached(e, obj, t, name);
                if (v == NULL) {
                    STACK_INCREF(e->value);
                    TOP() = e->value;
                    PUSH(obj); /* the stack reference to obj moves up one slot */
                    DISPATCH();
                }
                STACK_INCREF(v);
                STACK_DECREF(obj);
                TOP() = v;
                PUSH(NULL);
                DISPATCH();
            }
            if (e != NULL && e->kind != AK_NONE) {
                bool err = false;
                Object *res = attr_load_cached(ip, obj, t, name, &err);
                ERROR_IF(err);
                if (res != NULL) {
                    STACK_DECREF(obj);
                    TOP() = stack_from_owned(res);
                    PUSH(NULL);
                    DISPATCH();
                }
            }
        } else if (t == &Type_Type && (((Type *)obj)->flags & TPF_HEAPTYPE)) {
            /* C.method(...): a classmethod gets the class as self, a
             * staticmethod or a plain function none */
            Type *cls = (Type *)obj;
            AttrCacheEntry *e = attr_get(ip, cls, name, FILL_CLASS);
            if (e != NULL && e->kind == AK_CLASS_CLASSMETHOD) {
                Object *fn = ((StaticMethodObject *)e->value)->func;
                STACK_INCREF(fn);
                TOP() = fn;
                PUSH(obj);
                DISPATCH();
            }
            if (e != NULL && (e->kind == AK_CLASS_VALUE || e->kind == AK_CLASS_STATIC)) {
                Object *v = e->kind == AK_CLASS_VALUE ? e->value : ((StaticMethodObject *)e->value)->func;
                STACK_INCREF(v);
                STACK_DECREF(obj);
                TOP() = v;
                PUSH(NULL);
                DISPATCH();
            }
        }
        if (t == &Module_Type) {
            Object *v = module_attr(ip, obj, name);
            if (v != NULL) {
                stack_incref_global(v);
                STACK_DECREF(obj);
                TOP() = v;
                PUSH(NULL);
                DISPATCH();
            }
        }
        Object *meth;
        int r = obj_get_method_stack(obj, name, &meth);
        ERROR_IF(r < 0);
        if (r == 1) {
            TOP() = meth; /* already a stack reference */
            PUSH(obj); /* the stack reference to obj moves up one slot */
        } else {
            STACK_DECREF(obj);
            TOP() = stack_from_owned(meth);
            PUSH(NULL);
        }
        DISPATCH();
    }

    TARGET(LOAD_ASSERTION_ERROR) {
        PUSH((Object *)&Exc_AssertionError);
        DISPATCH();
    }

    TARGET(LOAD_BUILD_CLASS) {
        Object *v = dict_get_str(f->builtins, STR_ID("__build_class__"));
        if (v == NULL) {
            err_set(&Exc_NameError, "__build_class__ not found");
            goto error;
        }
        STACK_INCREF(v);
        PUSH(v);
        DISPATCH();
    }

    TARGET(UNARY_NEGATIVE) {
        Object *v = TOP();
        Object *res;
        if (is_small(v) && small_val(v) != SMALL_MIN) {
            res = small_new(-small_val(v));
        } else {
            res = num_neg(v);
            ERROR_IF(res == NULL);
            STACK_DECREF(v);
        }
        TOP() = res;
        DISPATCH();
    }

    TARGET(UNARY_POSITIVE) {
        Object *v = TOP();
        if (!is_small(v)) {
            Object *res = num_pos(v);
            ERROR_IF(res == NULL);
            STACK_DECREF(v);
            TOP() = res;
        }
        DISPATCH();
    }

    TARGET(UNARY_INVERT) {
        Object *v = TOP();
        Object *res;
        if (is_small(v)) {
            res = small_new(~small_val(v));
        } else {
            res = num_invert(v);
            ERROR_IF(res == NULL);
            STACK_DECREF(v);
        }
        TOP() = res;
        DISPATCH();
    }

    TARGET(UNARY_NOT) {
        Object *v = TOP();
        Object *res;
        if (v == True) res = False;
        else if (v == False || v == None) res = True;
        else if (is_small(v)) res = bool_from(small_val(v) == 0);
        else {
            int r = obj_is_true(v);
            ERROR_IF(r < 0);
            STACK_DECREF(v);
            res = bool_from(!r);
        }
        TOP() = res;
        DISPATCH();
    }

    TARGET(BINARY_OP) {
        Object *b = TOP();
        Object *a = SECOND();
        int op = (int)(ARG & 15);
        Object *res;
        STAT(STAT_SPEC_BINOP);
        if (SPECIALIZE && is_small(a) && is_small(b)) {
            res = small_binop(op, small_val(a), small_val(b));
            if (res != NULL) goto binop_done;
        } else if (SPECIALIZE && TYPE(a) == &Float_Type && TYPE(b) == &Float_Type) {
            double r;
            if (float_arith(op, float_val(a), float_val(b), &r)) {
                if (float_only_ref(a)) { /* a becomes the result, in its own slot */
                    ((FloatObject *)a)->value = r;
                    sp--;
                    STACK_DECREF(b);
                    DISPATCH();
                }
                if (float_only_ref(b)) {
                    ((FloatObject *)b)->value = r;
                    sp--;
                    STACK_DECREF(a);
                    TOP() = b;
                    DISPATCH();
                }
                if (float_into_stored_local(lp, *ip, r)) {
                    sp -= 2;
                    STACK_DECREF(b);
                    STACK_DECREF(a);
                    ip++;
                    DISPATCH();
                }
                res = float_new(r);
                ERROR_IF(res == NULL);
                goto binop_done;
            }
        } else if (op == BIN_ADD && TYPE(a) == &Str_Type && TYPE(b) == &Str_Type) {
            /* s += t / s = s + t: when the result goes straight back into
             * the variable holding s, drop the variable's reference first,
             * so that str_concat_inplace may append in place (CPython's
             * unicode_concatenate: a += loop is then linear, not quadratic) */
            uint32_t nw = *ip;
            uint32_t na = instr_arg(nw);
            switch (instr_op(nw)) {
            case OP_STORE_FAST:
                if (lp[na] == a) {
                    lp[na] = NULL;
                    STACK_DECREF(a);
                }
                break;
            case OP_STORE_DEREF: {
                CellObject *cell = (CellObject *)lp[na];
                Object *old = NULL;
                obj_lock((Object *)cell);
                if (cell->ref == a) {
                    old = cell->ref;
                    cell->ref = NULL;
                }
                obj_unlock((Object *)cell);
                if (old != NULL) DECREF(old);
                break;
            }
            case OP_STORE_NAME: {
                Object *d = f->locals != NULL ? f->locals : f->globals;
                if (TYPE(d) == &Dict_Type && dict_get_str(d, names[na]) == a && dict_del(d, names[na]) < 0) err_clear();
                break;
            }
            default:
                break;
            }
            res = str_concat_inplace(a, b); /* steals the stack's reference to a */
            sp -= 2;
            STACK_DECREF(b);
            ERROR_IF(res == NULL);
            PUSH(res);
            DISPATCH();
        }
        if (SPECIALIZE && (TYPE(a)->flags & TPF_HEAPTYPE) && (TYPE(b) == TYPE(a) || !(TYPE(b)->flags & TPF_HEAPTYPE))) {
            /* a class's Python __add__ & co with its instance on the left
             * (and no class on the right whose reflected method could go
             * first): run it in a frame of this loop, the operands staying
             * on this stack until it returns (do_return, FRAME_RET_BINOP) */
            AttrCacheEntry *e = attr_get(ip, TYPE(a), NULL, FILL_BINOP);
            if (e != NULL && e->kind == AK_BINOP && ts->recursion_depth < ts->interp->recursion_limit) {
                FunctionObject *fn = (FunctionObject *)e->value;
                Object *args[2] = {a, b};
                STACK_INCREF(a);
                STACK_INCREF(b);
                Frame *nf = frame_push_args(ts, fn->code, (Object *)fn, fn->globals, args, 2);
                if (nf == NULL) {
                    STACK_DECREF(a);
                    STACK_DECREF(b);
                    goto error;
                }
                ERROR_IF(frame_cells(ts, nf, fn) < 0);
                nf->ret_kind = FRAME_RET_BINOP;
                ENTER_FRAME(nf);
            }
        }
        STAT(STAT_SPEC_BINOP_GENERIC);
        res = (ARG & BINARY_OP_INPLACE) ? num_inplace_binop(op, a, b) : num_binop(op, a, b);
        ERROR_IF(res == NULL);
    binop_done:
        sp--;
        STACK_DECREF(b);
        STACK_DECREF(a);
        TOP() = stack_from_owned(res);
        DISPATCH();
    }

    TARGET(COMPARE_OP) {
        Object *b = TOP();
        Object *a = SECOND();
        int op = (int)ARG;
        Object *res;
        STAT(STAT_SPEC_COMPARE);
        if (SPECIALIZE && is_small(a) && is_small(b)) {
            intptr_t x = small_val(a), y = small_val(b);
            bool r = cmp_result(op, (x > y) - (x < y));
            /* `if a < b:` / `while i < n:` -- take the conditional jump
             * that follows right here, without making the bool */
            uint32_t nw = *ip;
            if (instr_op(nw) == OP_POP_JUMP_IF_FALSE) {
                sp -= 2;
                ip = r ? ip + 1 : first_instr + instr_arg(nw);
                DISPATCH();
            }
            if (instr_op(nw) == OP_POP_JUMP_IF_TRUE) {
                sp -= 2;
                ip = r ? first_instr + instr_arg(nw) : ip + 1;
                DISPATCH();
            }
            res = bool_from(r);
        } else if (SPECIALIZE && TYPE(a) == &Float_Type && TYPE(b) == &Float_Type) {
            res = bool_from(cmp_double(op, float_val(a), float_val(b)));
        } else if (SPECIALIZE && TYPE(a) == &Str_Type && TYPE(b) == &Str_Type && (op == CMP_EQ || op == CMP_NE)) {
            res = bool_from(str_eq(a, b) == (op == CMP_EQ));
        } else {
            STAT(STAT_SPEC_COMPARE_GENERIC);
            res = obj_richcompare(a, b, op);
            ERROR_IF(res == NULL);
            res = stack_from_owned(res);
        }
        sp--;
        STACK_DECREF(b);
        STACK_DECREF(a);
        TOP() = res;
        DISPATCH();
    }

    /* ---- superinstructions (vm/fuse.c) ----------------------------------
     * Each stands where the compiler wrote a LOAD_FAST (ARG is its local).
     * The fast case reads its operands in place, uncounted, pushes the
     * result and skips the instructions it did; anything else goes to
     * load_fast, and the following instructions run as written.  ip points
     * at the instruction after the LOAD_FAST. */

    TARGET(LOAD_FAST__LOAD_ATTR) {
        Object *owner = lp[ARG];
        if (owner == NULL) goto unbound_local;
        Type *ot = TYPE(owner);
        if (ot->flags & TPF_HEAPTYPE) {
            /* the LOAD_ATTR's cache: keyed, as there, by the address after it */
            Object *res = attr_load_cached(ip + 1, owner, ot, names[instr_arg(ip[0])], NULL);
            if (res != NULL) {
                pt_note_item(owner, res);
                PUSH(stack_from_owned(res));
                ip++;
                DISPATCH();
            }
        }
        if (ot != &Module_Type && ot != &Type_Type && !(ot->flags & TPF_HEAPTYPE)) {
            /* A built-in type's own lookup (a threading.local, a slice, an
             * exception's args) with the local borrowed: the LOAD_ATTR's
             * generic path, run as the LOAD_ATTR itself (vm/fuse.c) */
            Object *name = names[instr_arg(ip[0])];
            ip++;
            Object *res = obj_getattr(owner, name);
            ERROR_IF(res == NULL);
            PUSH(stack_from_owned(res));
            DISPATCH();
        }
        goto load_fast;
    }

    TARGET(LOAD_FAST__STORE_ATTR) {
        /* locals[arg].name = TOS */
        Object *owner = lp[ARG];
        if (owner == NULL) goto unbound_local;
        Type *ot = TYPE(owner);
        if ((ot->flags & TPF_HEAPTYPE) && ot->setattr == obj_generic_setattr) {
            AttrCacheEntry *e = attr_get(ip + 1, ot, names[instr_arg(ip[0])], FILL_STORE);
            if (e != NULL) {
                Object *v = TOP();
                if (e->kind == AK_STORE_SLOT) {
                    /* the stack's reference to v becomes the field's */
                    slot_field_store(owner, (Object **)((char *)owner + e->offset), stack_to_owned(v));
                    sp--;
                    ip++;
                    DISPATCH();
                }
                if (e->kind == AK_STORE_DICT && ot->inst_keys && inst_set_value(owner, ot, e->index, v)) {
                    sp--;
                    STACK_DECREF(v);
                    ip++;
                    DISPATCH();
                }
            }
        }
        goto load_fast;
    }

    TARGET(LOAD_FAST__BINARY_OP) {
        /* TOS op local */
        Object *b = lp[ARG];
        if (b == NULL) goto unbound_local;
        Object *a = TOP();
        int op = (int)(instr_arg(ip[0]) & 15);
        STAT(STAT_SPEC_BINOP);
        if (is_small(a) && is_small(b)) {
            Object *res = small_binop(op, small_val(a), small_val(b));
            if (res != NULL) {
                TOP() = res; /* a, a small int, needs no release */
                ip++;
                DISPATCH();
            }
            if (err_occurred()) err_clear();
        } else if (TYPE(a) == &Float_Type && TYPE(b) == &Float_Type) {
            double r;
            if (float_arith(op, float_val(a), float_val(b), &r)) {
                if (float_only_ref(a)) { /* the stack's own float takes the result */
                    ((FloatObject *)a)->value = r;
                    ip++;
                    DISPATCH();
                }
                if (float_into_stored_local(lp, ip[1], r)) {
                    sp--;
                    STACK_DECREF(a);
                    ip += 2;
                    DISPATCH();
                }
                Object *res = float_new(r);
                if (res != NULL) {
                    STACK_DECREF(a);
                    TOP() = res;
                    ip++;
                    DISPATCH();
                }
                err_clear();
            }
        }
        goto load_fast;
    }

    TARGET(LOAD_FAST__LOAD_FAST) {
        fa = lp[ARG];
        if (fa == NULL) goto unbound_local;
        fb = lp[instr_arg(ip[0])];
        if (fb != NULL) goto fused_operands;
        goto load_fast; /* the second LOAD_FAST raises UnboundLocalError itself */
    }

    TARGET(LOAD_FAST__LOAD_CONST) {
        fa = lp[ARG];
        if (fa == NULL) goto unbound_local;
        fb = consts[instr_arg(ip[0])];
    fused_operands: {
        /* fa, fb: the two values, borrowed; ip[1] the instruction after */
        uint32_t w = ip[1];
        if (instr_op(w) == OP_BINARY_OP) {
            int op = (int)(instr_arg(w) & 15);
            STAT(STAT_SPEC_BINOP);
            if (is_small(fa) && is_small(fb)) {
                Object *res = small_binop(op, small_val(fa), small_val(fb));
                if (res != NULL) {
                    PUSH(res);
                    ip += 2;
                    DISPATCH();
                }
                if (err_occurred()) err_clear();
            } else if (TYPE(fa) == &Float_Type && TYPE(fb) == &Float_Type) {
                double r;
                if (float_arith(op, float_val(fa), float_val(fb), &r)) {
                    if (float_into_stored_local(lp, ip[2], r)) { /* `d = dx * dx` */
                        ip += 3;
                        DISPATCH();
                    }
                    Object *res = float_new(r);
                    if (res != NULL) {
                        PUSH(res);
                        ip += 2;
                        DISPATCH();
                    }
                    err_clear();
                }
            }
        } else if (instr_op(w) == OP_COMPARE_OP) {
            int op = (int)instr_arg(w);
            bool r;
            STAT(STAT_SPEC_COMPARE);
            if (is_small(fa) && is_small(fb)) {
                intptr_t x = small_val(fa), y = small_val(fb);
                r = cmp_result(op, (x > y) - (x < y));
            } else if (TYPE(fa) == &Float_Type && TYPE(fb) == &Float_Type) {
                r = cmp_double(op, float_val(fa), float_val(fb));
            } else {
                goto fused_push_both;
            }
            uint32_t wj = ip[2]; /* and the conditional jump after it */
            if (instr_op(wj) == OP_POP_JUMP_IF_FALSE) {
                ip = r ? ip + 3 : first_instr + instr_arg(wj);
                DISPATCH();
            }
            if (instr_op(wj) == OP_POP_JUMP_IF_TRUE) {
                ip = r ? first_instr + instr_arg(wj) : ip + 3;
                DISPATCH();
            }
            PUSH(bool_from(r));
            ip += 2;
            DISPATCH();
        }
    fused_push_both:
        /* CPython 3.11's LOAD_FAST__LOAD_FAST / __LOAD_CONST: both, one dispatch */
        STACK_INCREF(fa);
        PUSH(fa);
        STACK_INCREF(fb);
        PUSH(fb);
        ip++;
        DISPATCH();
    }
    }

    TARGET(IS_OP) {
        Object *b = POP();
        Object *a = TOP();
        bool r = (a == b) ^ (ARG != 0);
        STACK_DECREF(b);
        STACK_DECREF(a);
        TOP() = bool_from(r);
        DISPATCH();
    }

    TARGET(CONTAINS_OP) {
        Object *b = TOP();
        Object *a = SECOND();
        int r = obj_contains(b, a);
        ERROR_IF(r < 0);
        sp--;
        STACK_DECREF(b);
        STACK_DECREF(a);
        TOP() = bool_from((r != 0) ^ (ARG != 0));
        DISPATCH();
    }

    TARGET(BINARY_SUBSCR) {
        Object *key = TOP();
        Object *container = SECOND();
        Object *res;
        STAT(STAT_SPEC_SUBSCR);
        if (SPECIALIZE && is_small(key) && TYPE(container) == &Tuple_Type) {
            intptr_t i = small_val(key);
            ssize_t n = tuple_len(container);
            if (i < 0) i += n;
            if (i < 0 || i >= n) {
                err_set(&Exc_IndexError, "tuple index out of range");
                goto error;
            }
            res = tuple_get(container, i);
            STACK_INCREF(res);
        } else if (SPECIALIZE && is_small(key) && TYPE(container) == &List_Type) {
            intptr_t i = small_val(key);
            if (i < 0) i += list_len(container);
            if (i < 0) {
                err_set(&Exc_IndexError, "list index out of range");
                goto error;
            }
            int r = list_item_lf(container, i, &res); /* lock-free, borrowed */
            if (r > 0) {
                STACK_INCREF(res);
            } else {
                res = list_get(container, i); /* under the lock; IndexError */
                ERROR_IF(res == NULL);
                res = stack_from_owned(res);
            }
            pt_note_item(container, res);
        } else {
            STAT(STAT_SPEC_SUBSCR_GENERIC);
            res = obj_getitem(container, key);
            ERROR_IF(res == NULL);
            pt_note_item(container, res);
            res = stack_from_owned(res);
        }
        sp--;
        STACK_DECREF(key);
        STACK_DECREF(container);
        TOP() = res;
        DISPATCH();
    }

    TARGET(STORE_SUBSCR) {
        Object *key = sp[-1], *obj = sp[-2], *v = sp[-3];
        STAT(STAT_SPEC_SUBSCR);
        if (SPECIALIZE && is_small(key) && TYPE(obj) == &List_Type) {
            /* list[int] = v: the stack's reference moves into the list */
            sp -= 3;
            int r = list_store_steal(obj, small_val(key), stack_to_owned(v));
            STACK_DECREF(obj);
            ERROR_IF(r < 0);
            DISPATCH();
        }
        STAT(STAT_SPEC_SUBSCR_GENERIC);
        ERROR_IF(obj_setitem(obj, key, v) < 0);
        sp -= 3;
        STACK_DECREF(key);
        STACK_DECREF(obj);
        STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(DELETE_SUBSCR) {
        Object *key = sp[-1], *obj = sp[-2];
        ERROR_IF(obj_delitem(obj, key) < 0);
        sp -= 2;
        STACK_DECREF(key);
        STACK_DECREF(obj);
        DISPATCH();
    }

    TARGET(BUILD_TUPLE) {
        int n = (int)ARG;
        Object *t;
        if (n == 0) {
            t = empty_tuple;
        } else {
            t = tuple_new(n);
            ERROR_IF(t == NULL);
            Object **items = tuple_items(t);
            sp -= n;
            for (int i = 0; i < n; i++) items[i] = stack_to_owned(sp[i]);
        }
        PUSH(t);
        DISPATCH();
    }

    TARGET(BUILD_LIST) {
        int n = (int)ARG;
        Object *l = ops_build_list(sp - n, n);
        ERROR_IF(l == NULL);
        sp -= n;
        PUSH(l);
        DISPATCH();
    }

    TARGET(BUILD_SET) {
        int n = (int)ARG;
        Object *s = set_new(NULL);
        ERROR_IF(s == NULL);
        for (int i = 0; i < n; i++) {
            if (set_add(s, sp[i - n]) < 0) {
                DECREF(s);
                goto error;
            }
        }
        for (int i = 0; i < n; i++) STACK_DECREF(sp[i - n]);
        sp -= n;
        PUSH(s);
        DISPATCH();
    }

    TARGET(BUILD_MAP) {
        int n = (int)ARG;
        Object **base = sp - 2 * n;
        Object *d = dict_from_pairs(base, n);
        ERROR_IF(d == NULL);
        for (int i = 0; i < 2 * n; i++) STACK_DECREF(base[i]);
        sp = base;
        PUSH(d);
        DISPATCH();
    }

    TARGET(BUILD_SLICE) {
        int n = (int)ARG;
        Object *step = n == 3 ? sp[-1] : None;
        Object *stop = sp[-(n - 1)];
        Object *start = sp[-n];
        uint32_t nw = *ip;
        ssize_t lo, hi, by;
        if (SPECIALIZE && (instr_op(nw) == OP_BINARY_SUBSCR || instr_op(nw) == OP_STORE_SUBSCR) &&
            is_list_exact(sp[-n - 1]) && small_slice(start, stop, step, &lo, &hi, &by)) {
            /* l[a:b] / l[a:b:c] = v on a list, the bounds small ints or
             * None: slice it here, with no slice object (CPython 3.12's
             * BINARY_SLICE / STORE_SLICE, found by looking ahead) */
            Object *l = sp[-n - 1];
            if (instr_op(nw) == OP_BINARY_SUBSCR) {
                Object *res = list_slice_range(l, lo, hi, by);
                ERROR_IF(res == NULL);
                sp -= n; /* the bounds: None or small ints, never counted */
                STACK_DECREF(l);
                TOP() = res;
            } else {
                Object *v = sp[-n - 2];
                ERROR_IF(list_ass_range(l, lo, hi, by, v) < 0);
                sp -= n + 2;
                STACK_DECREF(l);
                STACK_DECREF(v);
            }
            ip++;
            DISPATCH();
        }
        Object *s = slice_new(start, stop, step);
        ERROR_IF(s == NULL);
        for (int i = 1; i <= n; i++) STACK_DECREF(sp[-i]);
        sp -= n;
        PUSH(s);
        DISPATCH();
    }

    TARGET(BUILD_STRING) {
        int n = (int)ARG;
        Object *s = str_concat_array(sp - n, n);
        ERROR_IF(s == NULL);
        for (int i = 1; i <= n; i++) STACK_DECREF(sp[-i]);
        sp -= n;
        PUSH(s);
        DISPATCH();
    }

    TARGET(LIST_APPEND) {
        Object *v = POP();
        ERROR_IF(list_append_steal(sp[-(int)ARG], stack_to_owned(v)) < 0);
        DISPATCH();
    }

    TARGET(SET_ADD) {
        Object *v = TOP();
        ERROR_IF(set_add(sp[-1 - (int)ARG], v) < 0);
        sp--;
        STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(MAP_ADD) {
        Object *v = sp[-1], *k = sp[-2];
        ERROR_IF(dict_set(sp[-2 - (int)ARG], k, v) < 0);
        sp -= 2;
        STACK_DECREF(v);
        STACK_DECREF(k);
        DISPATCH();
    }

    TARGET(LIST_EXTEND) {
        Object *it = TOP();
        if (list_extend(sp[-1 - (int)ARG], it) < 0) {
            if (err_matches(&Exc_TypeError) && TYPE(it)->iter == NULL && TYPE(it)->getitem == NULL) {
                err_clear();
                err_format(&Exc_TypeError, "Value after * must be an iterable, not %s", TYPE_NAME(it));
            }
            goto error;
        }
        sp--;
        STACK_DECREF(it);
        DISPATCH();
    }

    TARGET(SET_UPDATE) {
        Object *it = TOP();
        ERROR_IF(set_update(sp[-1 - (int)ARG], it) < 0);
        sp--;
        STACK_DECREF(it);
        DISPATCH();
    }

    TARGET(DICT_UPDATE) {
        Object *m = TOP();
        ERROR_IF(ops_dict_merge(sp[-1 - (int)ARG], m, false, NULL) < 0);
        sp--;
        STACK_DECREF(m);
        DISPATCH();
    }

    TARGET(DICT_MERGE) {
        Object *m = TOP();
        /* the callable sits 2 below the dict: [callable, NULL, args, dict, m] */
        ERROR_IF(ops_dict_merge(sp[-1 - (int)ARG], m, true, sp[-1 - (int)ARG - 3]) < 0);
        sp--;
        STACK_DECREF(m);
        DISPATCH();
    }

    TARGET(LIST_TO_TUPLE) {
        Object *l = TOP();
        Object *t = list_as_tuple(l);
        ERROR_IF(t == NULL);
        STACK_DECREF(l);
        TOP() = t;
        DISPATCH();
    }

    TARGET(FORMAT_VALUE) {
        Object *spec = NULL;
        int skip = 0;
        if (ARG & 4) {
            spec = TOP();
            skip = 1;
        }
        Object *v = sp[-1 - skip];
        Object *res = str_format_value(v, (int)(ARG & 3), spec);
        ERROR_IF(res == NULL);
        if (spec != NULL) {
            sp--;
            STACK_DECREF(spec);
        }
        STACK_DECREF(v);
        TOP() = res;
        DISPATCH();
    }

    TARGET(UNPACK_SEQUENCE) {
        Object *seq = TOP();
        int n = (int)ARG;
        if (SPECIALIZE && TYPE(seq) == &Tuple_Type && tuple_len(seq) == n) {
            /* a tuple of the right length: its items, last first (the
             * items of a tuple threads share are shared too: gc/perthread.c) */
            Object **items = tuple_items(seq);
            uintptr_t origin = pt_source_origin(seq);
            sp--;
            for (int i = n - 1; i >= 0; i--) {
                Object *o = items[i];
                if (origin) pt_note_from(origin, o);
                STACK_INCREF(o);
                PUSH(o);
            }
            f->sp = sp; /* the items are on the stack before seq's release may collect */
            STACK_DECREF(seq);
            DISPATCH();
        }
        Object *tmp[8];
        Object **out = n <= 8 ? tmp : malloc((size_t)n * sizeof(Object *));
        if (out == NULL) {
            err_no_memory();
            goto error;
        }
        int r = ops_unpack_sequence(seq, n, out);
        if (r < 0) {
            if (out != tmp) free(out);
            goto error;
        }
        uintptr_t origin = pt_source_origin(seq);
        if (origin)
            for (int i = 0; i < n; i++) pt_note_from(origin, out[i]);
        sp--;
        memcpy(sp, out, (size_t)n * sizeof(Object *));
        sp += n;
        if (out != tmp) free(out);
        f->sp = sp; /* the items are on the stack before seq's release may collect */
        STACK_DECREF(seq);
        DISPATCH();
    }

    TARGET(UNPACK_EX) {
        Object *seq = TOP();
        int before = (int)(ARG & 0xff), after = (int)(ARG >> 8);
        int n = before + after + 1;
        Object *tmp[8];
        Object **out = n <= 8 ? tmp : malloc((size_t)n * sizeof(Object *));
        if (out == NULL) {
            err_no_memory();
            goto error;
        }
        if (ops_unpack_ex(seq, before, after, out) < 0) {
            if (out != tmp) free(out);
            goto error;
        }
        sp--;
        memcpy(sp, out, (size_t)n * sizeof(Object *));
        sp += n;
        if (out != tmp) free(out);
        f->sp = sp; /* the items are on the stack before seq's release may collect */
        STACK_DECREF(seq);
        DISPATCH();
    }

/* Pop TOS and set r to its truth value: bools, None and small ints
 * without a call (the common `if`/`while` tests), anything else through
 * obj_is_true.  Shared by POP_JUMP_IF_FALSE and POP_JUMP_IF_TRUE. */
#define POP_TRUTH(r)                                            \
    do {                                                        \
        Object *v_ = TOP();                                     \
        if (v_ == True) (r) = 1;                                \
        else if (v_ == False || v_ == None) (r) = 0;            \
        else if (is_small(v_)) (r) = small_val(v_) != 0;        \
        else {                                                  \
            (r) = obj_is_true(v_);                              \
            ERROR_IF((r) < 0);                                  \
        }                                                       \
        sp--;                                                   \
        STACK_DECREF(v_);                                       \
    } while (0)

    TARGET(JUMP) {
        ip = first_instr + ARG;
        DISPATCH();
    }

    TARGET(JUMP_BACKWARD) {
        CHECK_EVAL_BREAKER();
        ip = first_instr + ARG;
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_FALSE) {
        int r;
        POP_TRUTH(r);
        if (!r) ip = first_instr + ARG;
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_TRUE) {
        int r;
        POP_TRUTH(r);
        if (r) ip = first_instr + ARG;
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_NONE) {
        Object *v = POP();
        if (v == None) ip = first_instr + ARG;
        else STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(POP_JUMP_IF_NOT_NONE) {
        Object *v = POP();
        if (v != None) {
            STACK_DECREF(v);
            ip = first_instr + ARG;
        }
        DISPATCH();
    }

    TARGET(JUMP_IF_FALSE_OR_POP) {
        Object *v = TOP();
        int r;
        if (v == True) r = 1;
        else if (v == False || v == None) r = 0;
        else if (is_small(v)) r = small_val(v) != 0;
        else {
            r = obj_is_true(v);
            ERROR_IF(r < 0);
        }
        if (!r) {
            ip = first_instr + ARG;
        } else {
            sp--;
            STACK_DECREF(v);
        }
        DISPATCH();
    }

    TARGET(JUMP_IF_TRUE_OR_POP) {
        Object *v = TOP();
        int r;
        if (v == True) r = 1;
        else if (v == False || v == None) r = 0;
        else if (is_small(v)) r = small_val(v) != 0;
        else {
            r = obj_is_true(v);
            ERROR_IF(r < 0);
        }
        if (r) {
            ip = first_instr + ARG;
        } else {
            sp--;
            STACK_DECREF(v);
        }
        DISPATCH();
    }

    TARGET(GET_ITER) {
        Object *v = TOP();
        Object *it = obj_iter(v);
        ERROR_IF(it == NULL);
        STACK_DECREF(v);
        TOP() = stack_from_owned(it);
        DISPATCH();
    }

    TARGET(FOR_ITER) {
        Object *it = TOP();
        Type *itype = TYPE(it);
        Object *v;
        STAT(STAT_SPEC_FOR_ITER);
        if (SPECIALIZE && itype == &RangeIter_Type) {
            /* range's next, inline (range.c's rangeiter_next) */
            RangeIterObject *r = (RangeIterObject *)it;
            if (r->left > 0) {
                v = small_new((intptr_t)r->next);
                r->next += r->step;
                r->left--;
                PUSH(v);
                DISPATCH();
            }
            goto for_iter_done;
        }
        if (SPECIALIZE && (itype == &ListIter_Type || itype == &TupleIter_Type)) {
            /* a list's or tuple's next item, borrowed from the sequence
             * (list_item_lf: lock-free), as a stack reference */
            int r = index_iter_next((IndexIterObject *)it, itype, &v);
            if (r > 0) {
                STACK_INCREF(v);
                PUSH(v);
                DISPATCH();
            }
            if (r == 0) goto for_iter_done;
            /* r < 0: a slot being filled or an array being replaced; the
             * list iterator's own next reads it under the lock */
        }
        if (SPECIALIZE && itype == &Enumerate_Type && *ip == instr_make(OP_UNPACK_SEQUENCE, 2)) {
            /* `for i, x in enumerate(seq)` over a list or tuple: push x
             * and i as UNPACK_SEQUENCE would leave them, and skip it (no
             * pair made) */
            EnumerateObject *en = (EnumerateObject *)it;
            Type *st = TYPE(en->it);
            if (en->bigcount == NULL && en->count < SMALL_MAX && (st == &ListIter_Type || st == &TupleIter_Type)) {
                int r = index_iter_next((IndexIterObject *)en->it, st, &v);
                if (r > 0) {
                    STACK_INCREF(v);
                    PUSH(v);
                    PUSH(small_new((intptr_t)en->count++));
                    ip++;
                    DISPATCH();
                }
                if (r == 0) goto for_iter_done;
            }
        }
        STAT(STAT_SPEC_FOR_ITER_GENERIC);
        UnaryFunc next = itype->iternext;
        v = next != NULL ? next(it) : iter_next(it);
        if (v != NULL) {
            PUSH(stack_from_owned(v));
            DISPATCH();
        }
        if (err_occurred() != NULL) {
            if (!err_matches(&Exc_StopIteration)) goto error;
            err_clear();
        }
    for_iter_done:
        sp--;
        STACK_DECREF(it);
        ip = first_instr + ARG;
        DISPATCH();
    }

    TARGET(CALL) {
        int nargs = (int)ARG;
        Object **args = sp - nargs;
        Object **callable_slot = args - 2;
        Object *callable = callable_slot[0];
        bool has_self = args[-1] != NULL;
        if (has_self) {
            args--;
            nargs++;
        } else if (TYPE(callable) == &Method_Type) {
            callable = unpack_bound_method(callable_slot);
            args--;
            nargs++;
            has_self = true;
        }
        CHECK_EVAL_BREAKER();
        if (SPECIALIZE && nargs == 1 && !has_self && TYPE(callable) == &CFunction_Type &&
            ((CFunctionObject *)callable)->def->fn == builtin_len) {
            /* len(x) of a built-in container: its size, no call
             * (CPython 3.11's CALL_NO_KW_LEN) */
            ssize_t n = container_len(args[0]);
            if (n >= 0) {
                STACK_DECREF(args[0]);
                STACK_DECREF(callable);
                sp = callable_slot;
                PUSH(small_new(n));
                DISPATCH();
            }
        }
        if (!has_self && TYPE(callable) == &Type_Type && (((Type *)callable)->flags & TPF_HEAPTYPE)) {
            /* C(args): object.__new__ and a Python __init__ taking exactly
             * the arguments: the instance takes the callable's place on
             * this stack and is self in __init__'s frame, which returns it
             * (do_return, FRAME_RET_INIT) */
            Type *cls = (Type *)callable;
            AttrCacheEntry *e = attr_get(ip, cls, NULL, FILL_INIT);
            if (e != NULL && e->kind == AK_ALLOC && nargs == 0 && !(cls->flags & TPF_ABSTRACT)) {
                /* C(): object_new's instance, nothing to initialize */
                Object *obj = inst_alloc(cls);
                ERROR_IF(obj == NULL);
                STACK_DECREF(callable);
                sp = callable_slot;
                PUSH(obj);
                DISPATCH();
            }
            if (e != NULL && e->kind == AK_INIT && !(cls->flags & TPF_ABSTRACT)) {
                FunctionObject *fn = (FunctionObject *)e->value;
                CodeObject *fco = fn->code;
                if (nargs + 1 == fco->argcount && fco->kwonlyargcount == 0 &&
                    !(fco->flags & (CO_VARARGS | CO_VARKEYWORDS | CO_GENERATOR)) &&
                    ts->recursion_depth < ts->interp->recursion_limit) {
                    Object *obj = inst_alloc(cls);
                    ERROR_IF(obj == NULL);
                    INCREF(obj);           /* two references: this stack's and self's */
                    callable_slot[0] = obj;
                    callable_slot[1] = obj;
                    STACK_DECREF(callable); /* the class */
                    Frame *nf = frame_push_args(ts, fco, (Object *)fn, fn->globals, callable_slot + 1, nargs + 1);
                    ERROR_IF(nf == NULL);
                    sp = callable_slot + 1;
                    ERROR_IF(frame_cells(ts, nf, fn) < 0);
                    nf->ret_kind = FRAME_RET_INIT;
                    ENTER_FRAME(nf);
                }
            }
        }
        if (TYPE(callable) == &Function_Type) {
            FunctionObject *fn = (FunctionObject *)callable;
            CodeObject *fco = fn->code;
            if (!(fco->flags & CO_GENERATOR)) {
                if (ts->recursion_depth >= ts->interp->recursion_limit) {
                    err_set(&Exc_RecursionError, "maximum recursion depth exceeded");
                    goto error;
                }
                Frame *nf;
                if (nargs == fco->argcount && fco->kwonlyargcount == 0 &&
                    !(fco->flags & (CO_VARARGS | CO_VARKEYWORDS))) {
                    /* the common case: move the arguments into the callee */
                    nf = frame_push_args(ts, fco, callable, fn->globals, args, nargs);
                    ERROR_IF(nf == NULL);
                    sp = callable_slot + 1;
                    ERROR_IF(frame_cells(ts, nf, fn) < 0);
                } else {
                    nf = frame_push(ts, fco, callable, fn->globals, NULL);
                    ERROR_IF(nf == NULL);
                    if (function_bind(fn, nf, args, nargs, NULL) < 0) {
                        frame_clear(nf);
                        frame_pop(ts, nf);
                        goto error;
                    }
                    for (int i = 0; i < nargs; i++) STACK_DECREF(args[i]);
                    sp = callable_slot + 1;
                }
                ENTER_FRAME(nf);
            }
        }
        f->instr = (int)(ip - first_instr);
        Object *res = call_object(callable, args, nargs, has_self, NULL);
        for (int i = 0; i < nargs; i++) STACK_DECREF(args[i]);
        STACK_DECREF(callable);
        sp = callable_slot;
        ERROR_IF(res == NULL);
        PUSH(stack_from_owned(res));
        DISPATCH();
    }

    TARGET(CALL_KW) {
        Object *kwnames = TOP();
        int nkw = (int)tuple_len(kwnames);
        int nargs = (int)ARG;
        Object **args = sp - 1 - nargs;
        Object **callable_slot = args - 2;
        Object *callable = callable_slot[0];
        bool has_self = args[-1] != NULL;
        if (has_self) {
            args--;
            nargs++;
        } else if (TYPE(callable) == &Method_Type) {
            callable = unpack_bound_method(callable_slot);
            args--;
            nargs++;
            has_self = true;
        }
        CHECK_EVAL_BREAKER();
        if (TYPE(callable) == &Function_Type && !(((FunctionObject *)callable)->code->flags & CO_GENERATOR)) {
            FunctionObject *fn = (FunctionObject *)callable;
            if (ts->recursion_depth >= ts->interp->recursion_limit) {
                err_set(&Exc_RecursionError, "maximum recursion depth exceeded");
                goto error;
            }
            Frame *nf = frame_push(ts, fn->code, callable, fn->globals, NULL);
            ERROR_IF(nf == NULL);
            if (function_bind(fn, nf, args, nargs - nkw, kwnames) < 0) {
                frame_clear(nf);
                frame_pop(ts, nf);
                goto error;
            }
            for (int i = 0; i < nargs; i++) STACK_DECREF(args[i]);
            STACK_DECREF(kwnames);
            sp = callable_slot + 1;
            ENTER_FRAME(nf);
        }
        f->instr = (int)(ip - first_instr);
        Object *res = call_object(callable, args, nargs - nkw, has_self, kwnames);
        for (int i = 0; i < nargs; i++) STACK_DECREF(args[i]);
        STACK_DECREF(kwnames);
        STACK_DECREF(callable);
        sp = callable_slot;
        ERROR_IF(res == NULL);
        PUSH(stack_from_owned(res));
        DISPATCH();
    }

    TARGET(CALL_EX) {
        bool has_kw = (ARG & 1) != 0;
        Object **callable_slot = sp - 3 - has_kw;
        Object *callable = callable_slot[0];
        Object *self = callable_slot[1];
        Object *kw = has_kw ? sp[-1] : NULL;
        Object *holder, *kwnames;
        CHECK_EVAL_BREAKER();
        ERROR_IF(ops_call_ex_args(callable, &callable_slot[2], kw, &holder, &kwnames) < 0);
        Object *pos = callable_slot[2];
        ssize_t npos = tuple_len(pos), nkw = kwnames ? tuple_len(kwnames) : 0;
        ssize_t total = npos + nkw + (self != NULL);
        Object *small[16];
        Object **argv = total <= 16 ? small : malloc((size_t)total * sizeof(Object *));
        if (argv == NULL) {
            XDECREF(holder);
            XDECREF(kwnames);
            err_no_memory();
            goto error;
        }
        ssize_t k = 0;
        if (self != NULL) argv[k++] = self;
        for (ssize_t i = 0; i < npos; i++) argv[k++] = tuple_get(pos, i);
        for (ssize_t i = 0; i < nkw; i++) argv[k++] = tuple_get(((ListObject *)holder)->items[i], 1);
        ssize_t npositional = npos + (self != NULL);
        Object *res = NULL;
        Frame *nf = NULL;
        if (TYPE(callable) == &Function_Type && !(((FunctionObject *)callable)->code->flags & CO_GENERATOR) &&
            ts->recursion_depth < ts->interp->recursion_limit) {
            FunctionObject *fn = (FunctionObject *)callable;
            nf = frame_push(ts, fn->code, callable, fn->globals, NULL);
            if (nf != NULL && function_bind(fn, nf, argv, npositional, kwnames) < 0) {
                frame_clear(nf);
                frame_pop(ts, nf);
                nf = NULL;
            }
        } else {
            f->instr = (int)(ip - first_instr);
            res = call_object(callable, argv, npositional, false, kwnames);
        }
        if (argv != small) free(argv);
        XDECREF(holder);
        XDECREF(kwnames);
        if (nf == NULL && res == NULL) goto error;
        /* pop the args tuple, kwargs and self; keep the callable for RETURN_VALUE */
        for (Object **p = sp - 1; p > callable_slot; p--)
            if (*p != NULL) STACK_DECREF(*p);
        if (nf != NULL) {
            sp = callable_slot + 1;
            ENTER_FRAME(nf);
        }
        STACK_DECREF(callable);
        sp = callable_slot;
        PUSH(stack_from_owned(res));
        DISPATCH();
    }

    TARGET(MAKE_FUNCTION) {
        Object *code = TOP();
        Object *fn = function_new((CodeObject *)code, f->globals);
        ERROR_IF(fn == NULL);
        FunctionObject *fo = (FunctionObject *)fn;
        sp--;
        STACK_DECREF(code);
        if (ARG & 8) fo->closure = stack_to_owned(POP());
        if (ARG & 4) fo->annotations = stack_to_owned(POP());
        if (ARG & 2) fo->kwdefaults = stack_to_owned(POP());
        if (ARG & 1) fo->defaults = stack_to_owned(POP());
        PUSH(stack_from_owned(fn));
        DISPATCH();
    }

    TARGET(RETURN_VALUE) {
        retval = POP();
        goto do_return;
    }

    TARGET(RETURN_CONST) {
        retval = consts[ARG];
        goto do_return;
    }

    TARGET(RAISE_VARARGS) {
        int n = (int)ARG;
        if (n == 0) {
            if (ts->exc_info == NULL) {
                err_set(&Exc_RuntimeError, "No active exception to reraise");
                goto error;
            }
            exc = NEWREF(ts->exc_info);
            goto exception_unwind;
        }
        Object *cause = NULL;
        if (n == 2) {
            Object *c = TOP();
            if (c == None) {
                cause = NULL;
            } else if (is_type(c) || is_exc(c)) {
                if (is_type(c) && !type_is_subtype((Type *)c, &Exc_BaseException)) {
                    err_set(&Exc_TypeError, "exception causes must derive from BaseException");
                    goto error;
                }
                cause = is_type(c) ? obj_call0(c) : NEWREF(c);
                ERROR_IF(cause == NULL);
                if (!is_exc(cause)) { /* a __new__ that returned something else */
                    err_format(&Exc_TypeError,
                               "calling %R should have returned an instance of BaseException, not %R", c,
                               (Object *)TYPE(cause));
                    DECREF(cause);
                    goto error;
                }
            } else {
                err_set(&Exc_TypeError, "exception causes must derive from BaseException");
                goto error;
            }
            sp--;
            STACK_DECREF(c);
        }
        Object *v = TOP();
        exc = ops_make_raise(v);
        if (exc == NULL) {
            XDECREF(cause);
            goto error;
        }
        sp--;
        STACK_DECREF(v);
        if (n == 2) {
            ExcObject *e = (ExcObject *)exc;
            SETREF(e->cause, cause);
            e->suppress_context = true;
        }
        err_set_raised(exc); /* chains __context__ to the handled exception */
        goto error;
    }

    TARGET(RERAISE) {
        exc = POP();
        goto exception_unwind;
    }

    TARGET(PUSH_EXC_INFO) {
        Object *e = TOP();
        Object *prev = ts->exc_info != NULL ? ts->exc_info : None;
        ts->exc_info = NEWREF(e);
        TOP() = prev; /* ownership of the previous one moves to the stack */
        PUSH(e);
        DISPATCH();
    }

    TARGET(POP_EXCEPT) {
        Object *v = POP();
        Object *old = ts->exc_info;
        ts->exc_info = v == None ? NULL : v;
        if (old != NULL) DECREF(old);
        DISPATCH();
    }

    TARGET(CHECK_EXC_MATCH) {
        Object *t = TOP();
        if (!ops_valid_exc_class(t)) {
            err_set(&Exc_TypeError, "catching classes that do not inherit from BaseException is not allowed");
            goto error;
        }
        bool m = exc_matches(SECOND(), t);
        STACK_DECREF(t);
        TOP() = bool_from(m);
        DISPATCH();
    }

    TARGET(YIELD_VALUE) {
        Object *v = POP();
        f->sp = sp;
        f->instr = (int)(ip - first_instr);
        f->yielded = 1;
        ts->frame = f->previous;
        ts->recursion_depth--;
        ts->c_recursion_depth--;
        return stack_to_owned(v);
    }

    TARGET(GET_YIELD_FROM_ITER) {
        Object *v = TOP();
        if (TYPE(v) != &Generator_Type) {
            Object *it = obj_iter(v);
            ERROR_IF(it == NULL);
            STACK_DECREF(v);
            TOP() = stack_from_owned(it);
        }
        DISPATCH();
    }

    TARGET(SEND) {
        Object *v = TOP();
        Object *it = SECOND();
        Object *res = NULL;
        int r;
        f->instr = (int)(ip - first_instr);
        if (TYPE(it) == &Generator_Type) {
            r = gen_send_ex(it, v, NULL, &res);
        } else {
            if (v == None) {
                res = iter_next(it);
            } else {
                res = obj_call_method(it, "send", &v, 1);
            }
            if (res != NULL) {
                r = 0;
            } else if (err_occurred() == NULL) {
                r = 1;
                res = NEWREF(None);
            } else if (err_matches(&Exc_StopIteration)) {
                Object *e = err_fetch();
                Object *a = exc_args(e);
                res = NEWREF(a != NULL && tuple_len(a) > 0 ? tuple_get(a, 0) : None);
                DECREF(e);
                r = 1;
            } else {
                r = -1;
            }
        }
        ERROR_IF(r < 0);
        STACK_DECREF(v);
        if (r == 0) {
            TOP() = stack_from_owned(res);
        } else {
            sp--;
            STACK_DECREF(it);
            TOP() = stack_from_owned(res);
            ip = first_instr + ARG;
        }
        DISPATCH();
    }

    TARGET(IMPORT_NAME) {
        Object *fromlist = sp[-1], *level = sp[-2];
        f->instr = (int)(ip - first_instr);
        Object *m = import_name(names[ARG], fromlist, level, f->globals);
        ERROR_IF(m == NULL);
        sp -= 2;
        STACK_DECREF(fromlist);
        STACK_DECREF(level);
        PUSH(stack_from_owned(m));
        DISPATCH();
    }

    TARGET(IMPORT_FROM) {
        Object *v = import_from(TOP(), names[ARG]);
        ERROR_IF(v == NULL);
        PUSH(stack_from_owned(v));
        DISPATCH();
    }

    TARGET(MATCH_SEQUENCE) {
        Object *r = bool_from(ops_match_sequence(TOP()));
        PUSH(r);
        DISPATCH();
    }

    TARGET(MATCH_MAPPING) {
        Object *r = bool_from(is_dict(TOP()));
        PUSH(r);
        DISPATCH();
    }

    TARGET(MATCH_KEYS) {
        Object *v = ops_match_keys(SECOND(), TOP());
        ERROR_IF(v == NULL);
        PUSH(stack_from_owned(v));
        DISPATCH();
    }

    TARGET(MATCH_CLASS) {
        Object *v = ops_match_class(sp[-3], sp[-2], (int)ARG, sp[-1]);
        ERROR_IF(v == NULL);
        STACK_DECREF(sp[-1]);
        STACK_DECREF(sp[-2]);
        STACK_DECREF(sp[-3]);
        sp -= 2;
        TOP() = stack_from_owned(v);
        DISPATCH();
    }

    TARGET(GET_LEN) {
        ssize_t n = obj_len(TOP());
        ERROR_IF(n < 0);
        Object *v = int_from_i64(n);
        ERROR_IF(v == NULL);
        PUSH(stack_from_owned(v));
        DISPATCH();
    }

    TARGET(SETUP_ANNOTATIONS) {
        Object *d = f->locals != NULL ? f->locals : f->globals;
        ERROR_IF(ops_setup_annotations(d) < 0);
        DISPATCH();
    }

    TARGET(IMPORT_STAR) {
        Object *m = TOP();
        Object *d = f->locals != NULL ? f->locals : f->globals;
        ERROR_IF(import_star(m, d) < 0);
        sp--;
        STACK_DECREF(m);
        DISPATCH();
    }

    TARGET(PRINT_EXPR) {
        Object *v = TOP();
        ERROR_IF(exec_display(v) < 0);
        sp--;
        STACK_DECREF(v);
        DISPATCH();
    }

    TARGET(BEFORE_WITH) {
        Object *mgr = TOP();
        /* special methods: looked up on the type (CPython's _PyObject_LookupSpecial) */
        Object *enter = obj_lookup_special(mgr, STR_ID("__enter__"));
        if (enter == NULL) {
            if (err_occurred() == NULL)
                err_format(&Exc_TypeError, "'%s' object does not support the context manager protocol", TYPE_NAME(mgr));
            goto error;
        }
        Object *exitf = obj_lookup_special(mgr, STR_ID("__exit__"));
        if (exitf == NULL) {
            DECREF(enter);
            if (err_occurred() == NULL)
                err_format(&Exc_TypeError, "'%s' object does not support the context manager protocol (missed __exit__ method)", TYPE_NAME(mgr));
            goto error;
        }
        f->instr = (int)(ip - first_instr);
        Object *res = obj_call0(enter);
        DECREF(enter);
        if (res == NULL) {
            DECREF(exitf);
            goto error;
        }
        STACK_DECREF(mgr);
        TOP() = stack_from_owned(exitf);
        PUSH(stack_from_owned(res));
        DISPATCH();
    }

    TARGET(WITH_EXCEPT_START) {
        Object *e = sp[-1];
        Object *exitf = sp[-3];
        Object *tb = is_exc(e) ? traceback_of(e) : NEWREF(None);
        ERROR_IF(tb == NULL);
        Object *argv[3] = {(Object *)TYPE(e), e, tb};
        f->instr = (int)(ip - first_instr);
        Object *res = obj_call(exitf, argv, 3, NULL);
        DECREF(tb);
        ERROR_IF(res == NULL);
        PUSH(stack_from_owned(res));
        DISPATCH();
    }

#if USE_COMPUTED_GOTO
L_unknown_opcode:
#else
    default:
#endif
    err_format(&Exc_SystemError, "unknown opcode %d", (int)(word & 0xff));
    goto error;

#if !USE_COMPUTED_GOTO
    } /* switch */
#endif

unbound_local:
    err_format(&Exc_UnboundLocalError, "cannot access local variable '%U' where it is not associated with a value",
               tuple_get(co->localsplusnames, ARG));
    goto error;

unbound_deref:
    if ((int)ARG < co->nlocals + co->ncells) {
        err_format(&Exc_UnboundLocalError, "cannot access local variable '%U' where it is not associated with a value",
                   tuple_get(co->localsplusnames, ARG));
    } else {
        err_format(&Exc_NameError,
                   "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                   tuple_get(co->localsplusnames, ARG));
    }
    goto error;

do_return:
    /* retval was a stack reference: count it while the frame is torn down
     * (a finaliser run by frame_clear may collect, and retval is on no
     * stack meanwhile) */
    retval = stack_to_owned(retval);
    f->sp = sp;
    frame_clear(f);
    ts->recursion_depth--;
    ts->frame = f->previous;
    if (f->is_entry) {
        if (f->owner == FRAME_ON_STACK) frame_pop(ts, f);
        ts->c_recursion_depth--;
        return retval;
    }
    {
        Frame *prev = f->previous;
        int kind = f->ret_kind;
        frame_pop(ts, f);
        f = prev;
        LOAD_REGS();
        if (kind == FRAME_RET_INIT) {
            /* an __init__ run by CALL: the caller's stack already ends
             * with the instance */
            if (retval != None) {
                err_format(&Exc_TypeError, "__init__() should return None, not '%s'", TYPE_NAME(retval));
                DECREF(retval);
                goto error;
            }
            DISPATCH();
        }
        if (kind == FRAME_RET_BINOP) {
            /* the left operand's method, run by BINARY_OP (ip[-1]): the
             * caller's stack still ends with both operands */
            if (retval == NotImplemented) {
                uint32_t arg = instr_arg(ip[-1]);
                DECREF(retval);
                retval = num_binop_left_declined((int)(arg & 15), SECOND(), TOP(), (arg & BINARY_OP_INPLACE) != 0);
                ERROR_IF(retval == NULL);
            }
            Object *b = POP();
            STACK_DECREF(b);
            STACK_DECREF(TOP());
            TOP() = stack_from_owned(retval);
            DISPATCH();
        }
    }
    /* the caller's stack ends with the callable: replace it by the result */
    {
        Object *callable = sp[-1];
        sp[-1] = stack_from_owned(retval);
        STACK_DECREF(callable);
    }
    DISPATCH();

error:
    exc = err_fetch();
    if (exc == NULL) {
        err_set(&Exc_SystemError, "error return without exception set");
        exc = err_fetch();
        if (exc == NULL) abort(); /* the error machinery itself is broken */
    }
raise_exc:
    /* exc: owned; a new exception raised in this frame (err_set_raised and
     * every err_set* already chained its __context__) */
    traceback_add_frame(exc, f, INSTR_INDEX());
exception_unwind:
    /* exc: owned; find a handler in this frame, else leave it */
    for (;;) {
        const ExcEntry *h = find_handler(co, INSTR_INDEX());
        if (h != NULL) {
            Object **target = frame_stack_base(f) + h->depth;
            while (sp > target) {
                Object *o = *--sp;
                f->sp = sp;
                if (o != NULL) STACK_DECREF(o);
            }
            PUSH(exc);
            exc = NULL;
            ip = first_instr + h->handler;
            DISPATCH();
        }
        f->sp = sp;
        frame_clear(f);
        ts->recursion_depth--;
        ts->frame = f->previous;
        if (f->is_entry) {
            if (f->owner == FRAME_ON_STACK) frame_pop(ts, f);
            ts->c_recursion_depth--;
            err_restore(exc);
            return NULL;
        }
        Frame *prev = f->previous;
        frame_pop(ts, f);
        f = prev;
        LOAD_REGS();
        traceback_add_frame(exc, f, INSTR_INDEX());
    }
}
