/* test_gc.c: the cycle collector (gc/collect.c).
 *   - a cycle across objects owned by two different threads is found and
 *     freed;
 *   - a deferred object referenced only from a thread's stack (a running
 *     frame's locals, a suspended generator's frame) survives a
 *     collection, and is freed once nothing refers to it;
 *   - a freed block (freed by its own thread or by another one) is never
 *     taken for a live object by the heap walk, nor by a young collection
 *     through a record left behind, whatever data the block holds now;
 *   - objects that are reachable survive, counts intact. */
#include <check.h>

#include "unit.h"
#include <string.h>
#include <unistd.h>

#include "compiler/compiler.h"
#include "vm/eval.h"

static Interp *interp;
static Object *globals;

static void setup(void)
{
    if (globals != NULL) return;
    interp = unit_runtime();
    ck_assert_int_eq(gcmodule_init(), 0);
    globals = dict_new();
    dict_set_cstr(globals, "__builtins__", interp->builtins_mod);
    dict_set_cstr(globals, "__name__", str_from_cstr("t"));
    dict_set_cstr(globals, "gc", dict_get_str(interp->modules, str_intern_cstr("gc")));
    gc_set_enabled(false); /* only the collections the tests ask for */
}

static void run_py(const char *src) { unit_run_py(globals, src); }

static int64_t py_global_int(const char *name)
{
    Object *v = dict_get_str(globals, str_intern_cstr(name));
    ck_assert_ptr_nonnull(v);
    int64_t x = -1;
    ck_assert(int_as_i64(v, &x));
    return x;
}

/* ---- a cycle across two threads ---------------------------------------------- */

static Object *other_list;
static _Atomic(int) other_done;

static void make_list_job(void *arg)
{
    (void)arg;
    other_list = list_new(0); /* owned by this thread, from its heap */
    atomic_store(&other_done, 1);
}

static void wait_flag(_Atomic(int) *flag)
{
    ThreadState *ts = ts_get();
    thread_detach(ts); /* others may stop the world meanwhile */
    for (int i = 0; i < 5000 && !atomic_load(flag); i++) usleep(1000);
    thread_attach(ts);
    ck_assert_int_eq(atomic_load(flag), 1);
}

START_TEST(test_cycle_two_threads)
{
    setup();
    gc_collect();
    Object *a = list_new(0);
    atomic_store(&other_done, 0);
    ck_assert_int_eq(thread_start(make_list_job, NULL), 0);
    wait_flag(&other_done);
    Object *b = other_list;
#ifndef FPY_REFCOUNT_ATOMIC
    /* two owners (the other thread may be merging b as its job ends; in
     * -Drefcount=atomic builds no object has an owner) */
    ck_assert(atomic_load_explicit((_Atomic(uintptr_t) *)&b->ob_tid, memory_order_relaxed) != a->ob_tid);
#endif
    ck_assert_int_eq(list_append(a, b), 0);
    ck_assert_int_eq(list_append(b, a), 0);
    ck_assert(gc_heap_has_live(a));
    ck_assert(gc_heap_has_live(b));
    /* still referenced from here: nothing to collect */
    ck_assert_int_eq(gc_collect(), 0);
    ck_assert(gc_heap_has_live(a) && gc_heap_has_live(b));
    DECREF(a);
    DECREF(b); /* a non-owner's decrement: queued for the other thread, or merged */
    ck_assert_int_eq(gc_collect(), 2);
    ck_assert(!gc_heap_has_live(a));
    ck_assert(!gc_heap_has_live(b));
    ck_assert_int_eq(gc_collect(), 0);
}
END_TEST

/* ---- deferred objects on thread stacks ---------------------------------------------- */

/* Module-level functions are deferred (nested ones may be counted): each
 * test function below is taken out of the globals while only a frame
 * still refers to it, uncounted. */
static void assert_deferred(const char *name)
{
    Object *f = dict_get_str(globals, str_intern_cstr(name));
    ck_assert_ptr_nonnull(f);
    ck_assert(f->ob_flags & OBF_DEFERRED);
}

START_TEST(test_deferred_on_stack_survives)
{
    setup();
    /* k lives only in the running frame's locals (and the caller's value
     * stack): no counted reference */
    run_py("def k():\n"
           "    return 7\n");
    assert_deferred("k");
    run_py("def outer(f):\n"
           "    global k\n"
           "    del k\n"
           "    gc.collect()\n"
           "    x = [[i] for i in range(100)]\n" /* allocations that would reuse a freed block */
           "    return f()\n"
           "r1 = outer(k)\n");
    ck_assert_int_eq(py_global_int("r1"), 7);
    /* h lives only in a suspended generator's frame */
    run_py("def h():\n"
           "    return 8\n");
    assert_deferred("h");
    run_py("def gen(f):\n"
           "    yield 1\n"
           "    yield f()\n"
           "it = gen(h)\n"
           "del h\n"
           "next(it)\n"
           "gc.collect()\n"
           "junk = [[i] for i in range(100)]\n"
           "r2 = next(it)\n"
           "del it, junk\n");
    ck_assert_int_eq(py_global_int("r2"), 8);
    /* a function object on the value stack only, while a call runs */
    run_py("def m():\n"
           "    return 9\n");
    assert_deferred("m");
    run_py("def call_dropping(f):\n"
           "    global m\n"
           "    del m\n"
           "    f = None\n" /* now only the caller's value stack holds it */
           "    gc.collect()\n"
           "    return [[i] for i in range(100)]\n"
           "def k2():\n"
           "    return (m, call_dropping(m))[0]()\n"
           "r3 = k2()\n");
    ck_assert_int_eq(py_global_int("r3"), 9);
}
END_TEST

START_TEST(test_deferred_freed_when_dropped)
{
    setup();
    run_py("def f():\n    return 1\n");
    Object *f = dict_get_str(globals, str_intern_cstr("f"));
    ck_assert_ptr_nonnull(f);
    ck_assert(f->ob_flags & OBF_DEFERRED);
    gc_collect();
    ck_assert(gc_heap_has_live(f)); /* still in globals */
    run_py("del f\n");
    ck_assert(gc_heap_has_live(f)); /* counting alone never frees it */
    gc_collect();
    ck_assert(!gc_heap_has_live(f));
}
END_TEST

/* ---- stale blocks --------------------------------------------------------------------- */

static Object *to_free;
static _Atomic(int) freed_done;

static void free_job(void *arg)
{
    (void)arg;
    DECREF(to_free); /* freed by a thread that does not own the block's heap */
    atomic_store(&freed_done, 1);
}

START_TEST(test_stale_block_not_live)
{
    setup();
    Object *l = list_new(0);
    ck_assert(gc_heap_has_live(l));
    DECREF(l);
    ck_assert(!gc_heap_has_live(l));
    gc_collect(); /* walks the heap with the stale block in it */
    ck_assert(!gc_heap_has_live(l));

    /* freed by another thread: the block sits in the owner page's
     * cross-thread free list until the heap is collected */
    to_free = list_new(0);
    Object *p = to_free;
    ck_assert_int_eq(list_append(to_free, small_new(5)), 0);
    /* hand it over: the other thread's decrement brings it to zero */
    brc_merge_owned(to_free);
    atomic_store(&freed_done, 0);
    ck_assert_int_eq(thread_start(free_job, NULL), 0);
    wait_flag(&freed_done);
    ck_assert(!gc_heap_has_live(p));
    ck_assert_int_eq(gc_collect(), 0);
}
END_TEST

/* A young record left behind by an object that died names a block that
 * may hold anything by the next collection: a GC page carved from memory
 * that held other data shows free blocks with arbitrary "gc bits" (0xff,
 * 0x1f and "type" 0x3 were seen).  A young collection must not take such
 * a block for an object: without the check, bits that read alive and
 * tracked (and not immortal, frozen or collecting) made it write gc_refs
 * over the block's first word and call the traverse of "type" 0x3. */
/* One young collection with a record left behind that names a block
 * whose header now reads alive and tracked, with the given type and
 * owner. */
static void young_collect_over_stale(Type *fake_type, bool other_owner)
{
    gc_collect_generation(0); /* empty young lists */
    Object *dead = list_new(0);
    Object *keep = list_new(0); /* recorded after dead: dead's record stays when it dies */
    DECREF(dead);
    ck_assert(!gc_heap_has_live(dead));
    Object saved = *dead;
    dead->ob_gc_bits = GCB_ALIVE | GCB_TRACKED; /* what the block's memory might hold now */
    dead->ob_type = fake_type;
    if (other_owner) dead->ob_tid = 12345;
    ck_assert_int_eq(gc_collect_generation(0), 0);
    *dead = saved;
    ck_assert(gc_heap_has_live(keep));
    DECREF(keep);
}

START_TEST(test_stale_record_not_taken)
{
    setup();
    young_collect_over_stale((Type *)(uintptr_t)3, false); /* no type at all */
    young_collect_over_stale((Type *)(uintptr_t)&globals, false); /* in the image, not a type */
    young_collect_over_stale(&List_Type, true); /* a type, but owned by no thread there is */
}
END_TEST

/* ---- reachable objects survive with their counts ----------------------------------- */

START_TEST(test_reachable_survive)
{
    setup();
    run_py("keep = []\n"
           "keep.append(keep)\n"
           "d = {'k': keep}\n"
           "n0 = gc.collect()\n"
           "l = []\nl.append(l)\ndel l\n"
           "n1 = gc.collect()\n"
           "ok = keep[0] is keep and d['k'] is keep\n");
    ck_assert_int_eq(py_global_int("n1"), 1);
    Object *keep = dict_get_str(globals, str_intern_cstr("keep"));
    ck_assert_ptr_nonnull(keep);
    ck_assert(gc_heap_has_live(keep));
    ck_assert_int_eq(keep->ob_ref_local + (atomic_load(&keep->ob_ref_shared) >> BRC_SHIFT), 3);
    ck_assert(dict_get_str(globals, str_intern_cstr("ok")) == True);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("gc");
    TCase *tc = tcase_create("collector");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_cycle_two_threads);
    tcase_add_test(tc, test_deferred_on_stack_survives);
    tcase_add_test(tc, test_deferred_freed_when_dropped);
    tcase_add_test(tc, test_stale_block_not_live);
    tcase_add_test(tc, test_stale_record_not_taken);
    tcase_add_test(tc, test_reachable_survive);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
