/* test_dict.c: the dict table of runtime/dict.c through its C API:
 * insert / lookup / delete, growth through many resizes, insertion order
 * surviving deletions and resizes, str and int keys, hash collisions,
 * popitem, iteration, a key whose __eq__ mutates the dict during a
 * lookup (the probe must restart, not crash), and several threads writing
 * and reading one dict (and one list and set) at once: no lost insert, no
 * crash while another thread resizes.  The threads only use tagged small
 * ints, which are never counted, so they need no thread state of their own. */
#include <check.h>

#include "unit.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "runtime/api.h"
#include "vm/thread.h"

static void setup(void) { unit_runtime(); }

static Object *skey(int i)
{
    char buf[32];
    snprintf(buf, sizeof buf, "key%d", i);
    return str_from_cstr(buf);
}

/* d[key] as a C long, or -1 when missing. */
static long get_long(Object *d, Object *key)
{
    Object *v = dict_get(d, key);
    if (v == NULL) {
        ck_assert_ptr_null(err_occurred());
        return -1;
    }
    int64_t x;
    ck_assert(int_as_i64(v, &x));
    DECREF(v);
    return (long)x;
}

START_TEST(insert_lookup_delete_many_int_keys)
{
    Object *d = dict_new();
    const int n = 20000;
    for (int i = 0; i < n; i++) ck_assert_int_eq(dict_set(d, small_new(i), small_new(i * 2)), 0);
    ck_assert_int_eq(dict_len(d), n);
    for (int i = 0; i < n; i++) ck_assert_int_eq(get_long(d, small_new(i)), i * 2);
    ck_assert_int_eq(get_long(d, small_new(n)), -1);
    for (int i = 0; i < n; i += 2) ck_assert_int_eq(dict_del(d, small_new(i)), 0);
    ck_assert_int_eq(dict_len(d), n / 2);
    for (int i = 0; i < n; i++) ck_assert_int_eq(dict_contains(d, small_new(i)), i % 2);
    /* deleting a missing key: KeyError */
    ck_assert_int_eq(dict_del(d, small_new(0)), -1);
    ck_assert(err_matches(&Exc_KeyError));
    err_clear();
    /* overwrite keeps the size */
    ck_assert_int_eq(dict_set(d, small_new(1), small_new(-5)), 0);
    ck_assert_int_eq(dict_len(d), n / 2);
    ck_assert_int_eq(get_long(d, small_new(1)), -5);
    DECREF(d);
}
END_TEST

START_TEST(str_keys_and_get_str)
{
    Object *d = dict_new();
    for (int i = 0; i < 1000; i++) {
        Object *k = skey(i);
        ck_assert_int_eq(dict_set(d, k, small_new(i)), 0);
        DECREF(k);
    }
    for (int i = 0; i < 1000; i++) {
        /* a fresh, equal but distinct str object finds the entry */
        Object *k = skey(i);
        ck_assert_int_eq(get_long(d, k), i);
        DECREF(k);
    }
    /* dict_get_str with an interned key: the pointer path and the str_eq path */
    Object *name = str_intern_cstr("key7");
    Object *v = dict_get_str(d, name);
    ck_assert_ptr_nonnull(v);
    ck_assert(is_small(v) && small_val(v) == 7);
    ck_assert_ptr_null(dict_get_str(d, str_intern_cstr("nokey")));
    ck_assert_int_eq(dict_set_cstr(d, "interned", small_new(42)), 0);
    v = dict_get_str(d, str_intern_cstr("interned"));
    ck_assert(v != NULL && small_val(v) == 42);
    DECREF(d);
}
END_TEST

START_TEST(order_after_deletes_and_resizes)
{
    Object *d = dict_new();
    for (int i = 0; i < 100; i++) dict_set(d, small_new(i), None);
    for (int i = 0; i < 100; i += 3) dict_del(d, small_new(i));
    for (int i = 100; i < 300; i++) dict_set(d, small_new(i), None); /* forces resizes */
    dict_set(d, small_new(0), None);                                 /* re-added: goes last */
    ssize_t pos = 0;
    Object *k;
    int expect = 1, count = 0;
    while (dict_next(d, &pos, &k, NULL)) {
        if (count == dict_len(d) - 1) {
            ck_assert_int_eq(small_val(k), 0);
        } else {
            while (expect < 100 && expect % 3 == 0) expect++;
            ck_assert_int_eq(small_val(k), expect);
            expect++;
        }
        count++;
    }
    ck_assert_int_eq(count, dict_len(d));
    Object *keys = dict_keys_list(d);
    ck_assert_int_eq(list_len(keys), dict_len(d));
    DECREF(keys);
    DECREF(d);
}
END_TEST

START_TEST(mixed_keys_and_collisions)
{
    Object *d = dict_new();
    /* 0, P, 2P, 3P all hash to 0 (P = 2**61 - 1); -1 and -2 both hash to -2 */
    const intptr_t P = ((intptr_t)1 << 61) - 1;
    for (int i = 0; i < 4; i++) dict_set(d, small_new(P * i), small_new(i));
    dict_set(d, small_new(-1), small_new(10));
    dict_set(d, small_new(-2), small_new(20));
    Object *s = str_from_cstr("0");
    dict_set(d, s, small_new(30));
    for (int i = 0; i < 4; i++) ck_assert_int_eq(get_long(d, small_new(P * i)), i);
    ck_assert_int_eq(get_long(d, small_new(-1)), 10);
    ck_assert_int_eq(get_long(d, small_new(-2)), 20);
    ck_assert_int_eq(get_long(d, s), 30);
    ck_assert_int_eq(dict_len(d), 7);
    dict_del(d, small_new(P));
    ck_assert_int_eq(get_long(d, small_new(2 * P)), 2);
    ck_assert_int_eq(get_long(d, small_new(P)), -1);
    /* 1 and True and 1.0 are the same key */
    dict_set(d, small_new(1), small_new(1));
    dict_set(d, True, small_new(2));
    ck_assert_int_eq(get_long(d, small_new(1)), 2);
    Object *f = float_new(1.0);
    ck_assert_int_eq(get_long(d, f), 2);
    DECREF(f);
    /* unhashable key: TypeError */
    Object *l = list_new(0);
    ck_assert_int_eq(dict_set(d, l, None), -1);
    ck_assert(err_matches(&Exc_TypeError));
    err_clear();
    DECREF(l);
    DECREF(s);
    DECREF(d);
}
END_TEST

START_TEST(popitem_and_iteration)
{
    Object *d = dict_new();
    for (int i = 0; i < 10; i++) dict_set(d, small_new(i), small_new(i * i));
    Object *popitem = obj_getattr_cstr(d, "popitem");
    ck_assert_ptr_nonnull(popitem);
    for (int i = 9; i >= 0; i--) {
        Object *t = obj_call0(popitem);
        ck_assert_ptr_nonnull(t);
        ck_assert_int_eq(small_val(tuple_get(t, 0)), i);
        ck_assert_int_eq(small_val(tuple_get(t, 1)), i * i);
        DECREF(t);
    }
    ck_assert_ptr_null(obj_call0(popitem));
    ck_assert(err_matches(&Exc_KeyError));
    err_clear();
    /* refill after popping everything: order starts again */
    for (int i = 5; i > 0; i--) dict_set(d, small_new(i), None);
    Object *it = obj_iter(d), *k;
    int expect = 5;
    while ((k = iter_next(it)) != NULL) ck_assert_int_eq(small_val(k), expect--);
    ck_assert_int_eq(expect, 0);
    DECREF(it);
    /* changing the size while iterating: RuntimeError */
    it = obj_iter(d);
    k = iter_next(it);
    dict_set(d, small_new(100), None);
    ck_assert_ptr_null(iter_next(it));
    ck_assert(err_matches(&Exc_RuntimeError));
    err_clear();
    DECREF(it);
    Object *items = dict_items_list(d);
    ck_assert_int_eq(list_len(items), 6);
    DECREF(items);
    DECREF(popitem);
    DECREF(d);
}
END_TEST

START_TEST(copy_update_equal)
{
    Object *a = dict_new();
    for (int i = 0; i < 50; i++) dict_set(a, small_new(i), small_new(-i));
    Object *b = dict_copy(a);
    ck_assert_int_eq(obj_eq(a, b), 1);
    dict_set(b, small_new(3), small_new(0));
    ck_assert_int_eq(obj_eq(a, b), 0);
    Object *c = dict_new();
    dict_set(c, small_new(1000), None);
    ck_assert_int_eq(dict_update(c, a), 0);
    ck_assert_int_eq(dict_len(c), 51);
    ck_assert_int_eq(get_long(c, small_new(49)), -49);
    DECREF(a);
    DECREF(b);
    DECREF(c);
}
END_TEST

/* A key type whose == empties the dict it is compared in. */
static Object *victim;
static ssize_t evil_hash(Object *o)
{
    (void)o;
    return 12345;
}
static Object *evil_richcompare(Object *a, Object *b, int op)
{
    (void)op;
    if (victim) {
        Object *v = victim;
        victim = NULL;
        Object *clear = obj_call_method(v, "clear", NULL, 0);
        XDECREF(clear);
    }
    return bool_from(a == b);
}
static void evil_dealloc(Object *o) { obj_free(o); }
static Type Evil_Type = {
    TYPE_HEAD_INIT,
    .name = "evil",
    .basicsize = sizeof(Object),
    .dealloc = evil_dealloc,
    .hash = evil_hash,
    .richcompare = evil_richcompare,
};

START_TEST(eq_mutating_the_dict)
{
    type_ready(&Evil_Type);
    Object *d = dict_new();
    Object *k1 = obj_alloc(&Evil_Type, sizeof(Object)), *k2 = obj_alloc(&Evil_Type, sizeof(Object));
    dict_set(d, k1, small_new(1));
    victim = d;
    /* k2 collides with k1; comparing clears d; the lookup restarts and finds nothing */
    Object *v = dict_get(d, k2);
    ck_assert_ptr_null(v);
    ck_assert_ptr_null(err_occurred());
    ck_assert_int_eq(dict_len(d), 0);
    DECREF(k1);
    DECREF(k2);
    DECREF(d);
}
END_TEST

/* dict_get_str_hint / dict_set_str_hint: any hint is safe, a wrong one
 * only costs a probe, and the hint learns the entry's position. */
START_TEST(str_hints)
{
    Object *d = dict_new();
    Object *names[40];
    for (int i = 0; i < 40; i++) {
        char buf[16];
        snprintf(buf, sizeof buf, "attr%d", i);
        names[i] = str_intern_cstr(buf);
        ck_assert_int_eq(dict_set(d, names[i], small_new(i)), 0);
    }
    uint32_t hints[] = {0, 7, 39, 40, 1000, UINT32_MAX};
    for (size_t h = 0; h < sizeof hints / sizeof hints[0]; h++) {
        for (int i = 0; i < 40; i++) {
            uint32_t hint = hints[h];
            ck_assert_ptr_eq(dict_get_str_hint(d, names[i], &hint), small_new(i));
            ck_assert_uint_eq(hint, (uint32_t)i); /* insertion order: entry i */
            ck_assert_ptr_eq(dict_get_str_hint(d, names[i], &hint), small_new(i));
            hint = hints[h];
            ck_assert_int_eq(dict_set_str_hint(d, names[i], small_new(i + 100), &hint), 0);
            ck_assert_uint_eq(hint, (uint32_t)i);
            ck_assert_int_eq(dict_set_str_hint(d, names[i], small_new(i), &hint), 0);
        }
    }
    uint32_t hint = 3;
    ck_assert_ptr_null(dict_get_str_hint(d, str_intern_cstr("missing"), &hint));
    ck_assert_int_eq(dict_del(d, names[3]), 0);
    ck_assert_ptr_null(dict_get_str_hint(d, names[3], &hint)); /* the hinted entry is deleted */
    ck_assert_int_eq(dict_set_str_hint(d, names[3], small_new(33), &hint), 0);
    ck_assert_uint_eq(hint, 40); /* re-inserted at the end */
    ck_assert_ptr_eq(dict_get_str(d, names[3]), small_new(33));
    ck_assert_int_eq(dict_len(d), 40);
    DECREF(d);
}
END_TEST

/* ---- threads -------------------------------------------------------------- */

enum { NTHREADS = 4, PER_THREAD = 20000 };
static Object *shared_dict, *shared_list, *shared_set;
static _Atomic int readers_ok = 1;

static void *writer(void *arg)
{
    intptr_t base = (intptr_t)arg * PER_THREAD;
    for (intptr_t i = 0; i < PER_THREAD; i++) {
        if (dict_set(shared_dict, small_new(base + i), small_new(i)) < 0) return NULL;
        if (list_append(shared_list, small_new(base + i)) < 0) return NULL;
        if (set_add(shared_set, small_new((base + i) % 5000)) < 0) return NULL;
        if (i % 3 == 0) dict_del(shared_dict, small_new(base + i)); /* deletions race the resizes too */
    }
    return arg;
}

static void *reader(void *arg)
{
    (void)arg;
    for (int round = 0; round < 50000; round++) {
        intptr_t k = round % (NTHREADS * PER_THREAD);
        Object *v = dict_get(shared_dict, small_new(k));
        /* present or not (the writers race us), but a value is always the one stored */
        if (v != NULL && (!is_small(v) || small_val(v) != k % PER_THREAD)) readers_ok = 0;
        ssize_t n = list_len(shared_list);
        if (n > 0) {
            Object *x = list_get(shared_list, n - 1);
            if (x == NULL || !is_small(x)) readers_ok = 0;
        }
    }
    return NULL;
}

START_TEST(threads_share_containers)
{
    shared_dict = dict_new();
    shared_list = list_new(0);
    shared_set = set_new(NULL);
    pthread_t w[NTHREADS], r;
    for (intptr_t t = 0; t < NTHREADS; t++) pthread_create(&w[t], NULL, writer, (void *)t);
    pthread_create(&r, NULL, reader, NULL);
    for (int t = 0; t < NTHREADS; t++) {
        void *res;
        pthread_join(w[t], &res);
        ck_assert_ptr_eq(res, (void *)(intptr_t)t);
    }
    pthread_join(r, NULL);
    ck_assert(readers_ok);
    ck_assert_int_eq(list_len(shared_list), NTHREADS * PER_THREAD);
    ck_assert_int_eq(set_len(shared_set), 5000);
    ssize_t expect = 0;
    for (intptr_t k = 0; k < NTHREADS * PER_THREAD; k++) {
        bool kept = (k % PER_THREAD) % 3 != 0;
        expect += kept;
        ck_assert_int_eq(dict_contains(shared_dict, small_new(k)), kept);
    }
    ck_assert_int_eq(dict_len(shared_dict), expect);
    DECREF(shared_dict);
    DECREF(shared_list);
    DECREF(shared_set);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dict");
    TCase *tc = tcase_create("table");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_test(tc, insert_lookup_delete_many_int_keys);
    tcase_add_test(tc, str_keys_and_get_str);
    tcase_add_test(tc, order_after_deletes_and_resizes);
    tcase_add_test(tc, mixed_keys_and_collisions);
    tcase_add_test(tc, popitem_and_iteration);
    tcase_add_test(tc, copy_update_equal);
    tcase_add_test(tc, eq_mutating_the_dict);
    tcase_add_test(tc, str_hints);
    tcase_add_test(tc, threads_share_containers);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
