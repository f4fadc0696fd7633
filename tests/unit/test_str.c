/* test_str.c: the inside of str (runtime/str.c, strbuilder.c, unicode.c)
 * through the C API and the internal header: the offset index of long
 * non-ASCII strs against a plain scan, slicing with steps, the cached and
 * interned strs, the builder, in-place concatenation, strict UTF-8
 * validation with CPython's error messages, str_from_format's escapes,
 * and the Unicode tables. */
#include <check.h>

#include "unit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"
#include "vm/thread.h"

static void setup(void) { unit_runtime(); }

/* The message of the current exception (cleared), as a C string in buf. */
static const char *exc_message(char *buf, size_t n)
{
    Object *e = err_fetch();
    ck_assert_ptr_nonnull(e);
    Object *s = obj_str(e);
    snprintf(buf, n, "%s: %s", TYPE_NAME(e), str_cstr(s));
    DECREF(s);
    DECREF(e);
    return buf;
}

/* A long mixed-width str: ASCII, 2-, 3- and 4-byte characters. */
static Object *mixed(int reps)
{
    StrBuilder sb;
    sb_init(&sb);
    for (int i = 0; i < reps; i++) {
        ck_assert_int_eq(sb_add_cstr(&sb, "ab\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z"), 0); /* abé€😀z */
        ck_assert_int_eq(sb_add_codepoint(&sb, 0x3B1 + (uint32_t)(i % 20)), 0);         /* greek */
    }
    return sb_finish(&sb);
}

START_TEST(offset_index_matches_scan)
{
    Object *s = mixed(500);
    ck_assert_int_eq(str_len(s), 500 * 7);
    ck_assert(!STR(s)->ascii);
    const unsigned char *d = (const unsigned char *)str_cstr(s);
    ssize_t off = 0;
    for (ssize_t i = 0; i <= str_len(s); i++) {
        ck_assert_int_eq(str_offset(s, i), off);
        ck_assert_int_eq(str_index_of_offset(s, off), i);
        if (i < str_len(s)) off += utf8_len(d[off]);
    }
    ck_assert_int_eq(off, str_nbytes(s));
    DECREF(s);
}
END_TEST

START_TEST(slicing_with_steps)
{
    Object *s = mixed(40);
    ssize_t n = str_len(s);
    /* Decode once to code points, then compare every slice with the expectation. */
    uint32_t *cps = malloc((size_t)n * sizeof *cps);
    const unsigned char *d = (const unsigned char *)str_cstr(s);
    for (ssize_t i = 0, off = 0; i < n; i++) {
        int len;
        cps[i] = utf8_decode(d + off, &len);
        off += len;
    }
    const ssize_t steps[] = {1, 2, 3, 7, 31, -1, -2, -5, -33};
    for (size_t k = 0; k < sizeof steps / sizeof *steps; k++) {
        ssize_t step = steps[k];
        for (ssize_t start = 0; start < n; start += 13) {
            Object *sl = slice_new(small_new(start), None, small_new(step));
            Object *r = obj_getitem(s, sl);
            ck_assert_ptr_nonnull(r);
            ssize_t j = 0, off = 0;
            const unsigned char *rd = (const unsigned char *)str_cstr(r);
            for (ssize_t i = start; step > 0 ? i < n : i >= 0; i += step, j++) {
                int len;
                ck_assert_uint_eq(utf8_decode(rd + off, &len), cps[i]);
                off += len;
            }
            ck_assert_int_eq(str_len(r), j);
            ck_assert_int_eq(str_nbytes(r), off);
            DECREF(r);
            DECREF(sl);
        }
    }
    free(cps);
    DECREF(s);
}
END_TEST

START_TEST(cached_and_interned)
{
    Object *a = str_from_cstr("x"), *b = str_from_utf8("x", 1);
    ck_assert_ptr_eq(a, b); /* one-char strs are shared */
    ck_assert(obj_is_immortal(a));
    ck_assert_ptr_eq(str_from_codepoint(0xE9), str_from_cstr("\xc3\xa9"));
    ck_assert_ptr_eq(str_from_cstr(""), str_from_utf8("", 0));
    Object *i1 = str_intern_cstr("some_identifier");
    Object *i2 = str_intern(str_from_cstr("some_identifier"));
    ck_assert_ptr_eq(i1, i2);
    ck_assert(i1->ob_flags & OBF_INTERNED);
    ck_assert(obj_is_immortal(i1));
    /* A shared str is copied, not made immortal under its other owners. */
    Object *shared = str_from_cstr("shared_name_xyz");
    INCREF(shared);
    Object *i3 = str_intern(shared);
    ck_assert_ptr_ne(i3, shared);
    ck_assert(!obj_is_immortal(shared));
    DECREF(shared);
    /* Many names: the table grows and every one stays unique. */
    char buf[32];
    Object *first[3000];
    for (int i = 0; i < 3000; i++) {
        snprintf(buf, sizeof buf, "name_%d", i);
        first[i] = str_intern_cstr(buf);
    }
    for (int i = 0; i < 3000; i++) {
        snprintf(buf, sizeof buf, "name_%d", i);
        ck_assert_ptr_eq(str_intern(str_from_cstr(buf)), first[i]);
    }
}
END_TEST

START_TEST(hash_and_equality)
{
    Object *a = str_from_cstr("hello world, a longer string to hash"), *b = str_from_cstr("hello world, a longer string to hash");
    ck_assert_ptr_ne(a, b);
    ck_assert(str_eq(a, b));
    ck_assert_int_eq(str_hash(a), str_hash(b));
    ck_assert_int_ne(str_hash(a), -1);
    Object *c = str_from_cstr("hello world, a longer string to hasH");
    ck_assert(!str_eq(a, c));
    ck_assert_int_ne(str_hash(a), str_hash(c));
    /* hash of bytes == hash of the str with the same bytes */
    Object *by = bytes_from("abc", 3), *s = str_from_cstr("abc");
    ck_assert_int_eq(obj_hash(by), str_hash(s));
    DECREF(a); DECREF(b); DECREF(c); DECREF(by); DECREF(s);
}
END_TEST

START_TEST(inplace_concat_grows_in_place)
{
    Object *s = str_from_cstr("start");
    Object *piece = str_from_cstr("\xc3\xa9t\xc3\xa9 ");
    for (int i = 0; i < 10000; i++) {
        s = str_concat_inplace(s, piece);
        ck_assert_ptr_nonnull(s);
    }
    ck_assert_int_eq(str_len(s), 5 + 10000 * 4);
    ck_assert_int_eq(str_nbytes(s), 5 + 10000 * 6);
    ck_assert(!STR(s)->ascii);
    /* The index of the grown str is right (built after the growth). */
    ck_assert_int_eq(str_offset(s, 5 + 4 * 5000), 5 + 6 * 5000);
    /* A shared left operand is not modified. */
    INCREF(s);
    Object *t = str_concat_inplace(s, piece);
    ck_assert_ptr_ne(t, s);
    ck_assert_int_eq(str_len(s), 5 + 10000 * 4);
    DECREF(t);
    DECREF(s);
    DECREF(piece);
}
END_TEST

START_TEST(utf8_validation_messages)
{
    char buf[256];
    struct { const char *in; ssize_t n; const char *msg; } cases[] = {
        {"\xff", 1, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"},
        {"\xe2\x82", 2, "UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data"},
        {"\xe2\x28\xa1", 3, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe2 in position 0: invalid continuation byte"},
        {"a\xed\xa0\x80", 4, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte"},
        {"\xf0\x9f\x98x", 4, "UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-2: invalid continuation byte"},
        {"\xc0\xaf", 2, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte"},
        {"\xf4\x90\x80\x80", 4, "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf4 in position 0: invalid continuation byte"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        ck_assert_ptr_null(str_from_utf8(cases[i].in, cases[i].n));
        ck_assert_str_eq(exc_message(buf, sizeof buf), cases[i].msg);
    }
    Object *ok = str_from_utf8("\xf0\x9f\x98\x80", 4);
    ck_assert_int_eq(str_len(ok), 1);
    DECREF(ok);
}
END_TEST

START_TEST(format_escapes)
{
    Object *s = str_from_cstr("h\xc3\xa9");
    Object *r = str_from_format("%d|%zd|%s|%R|%U|%c|%5s|%-4d|%.2s|%T|%x|%%|%03d", -4, (ssize_t)12345678901, "txt", s, s,
                                0x263A, "ab", 7, "xyz", s, 255u, 5);
    ck_assert_str_eq(str_cstr(r), "-4|12345678901|txt|'h\xc3\xa9'|h\xc3\xa9|\xe2\x98\xba|   ab|7   |xy|str|ff|%|005");
    ck_assert_int_eq(str_len(r), (ssize_t)strlen("-4|12345678901|txt|'he'|he|x|   ab|7   |xy|str|ff|%|005"));
    DECREF(r);
    DECREF(s);
}
END_TEST

START_TEST(builder_basics)
{
    StrBuilder sb;
    sb_init(&sb);
    ck_assert_ptr_eq(sb_finish(&sb), str_from_cstr("")); /* empty: the shared '' */
    sb_init(&sb);
    for (int i = 0; i < 1000; i++) ck_assert_int_eq(sb_add(&sb, "0123456789", 10), 0);
    Object *s = sb_finish(&sb);
    ck_assert_int_eq(str_len(s), 10000);
    ck_assert(STR(s)->ascii);
    ck_assert_int_eq(str_cstr(s)[9999], '9');
    ck_assert_int_eq(str_cstr(s)[10000], 0);
    DECREF(s);
    sb_init(&sb);
    sb_add(&sb, "discarded", 9);
    sb_discard(&sb);
}
END_TEST

START_TEST(unicode_tables)
{
    uint32_t m[3];
    ck_assert_int_eq(uc_upper(0xDF, m), 2); /* ß -> SS */
    ck_assert_uint_eq(m[0], 'S');
    ck_assert_int_eq(uc_lower(0x130, m), 2); /* İ -> i̇ */
    ck_assert_int_eq(uc_upper(0x3B1, m), 1);
    ck_assert_uint_eq(m[0], 0x391);
    ck_assert_int_eq(uc_title(0x1C6, m), 1); /* ǆ -> ǅ */
    ck_assert_uint_eq(m[0], 0x1C5);
    ck_assert(uc_flags(0x663) & UC_DECIMAL);
    ck_assert_int_eq(uc_decimal(0x663), 3);
    ck_assert(uc_flags(0xB2) & UC_DIGIT);
    ck_assert(!(uc_flags(0xB2) & UC_DECIMAL));
    ck_assert(uc_is_space(0x3000));
    ck_assert(!(uc_flags(0x2028) & UC_PRINTABLE));
    ck_assert(uc_flags(0x1F600) & UC_PRINTABLE);
    ck_assert(!(uc_flags(0x10FFFF) & UC_PRINTABLE));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("str");
    TCase *tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_test(tc, offset_index_matches_scan);
    tcase_add_test(tc, slicing_with_steps);
    tcase_add_test(tc, cached_and_interned);
    tcase_add_test(tc, hash_and_equality);
    tcase_add_test(tc, inplace_concat_grows_in_place);
    tcase_add_test(tc, utf8_validation_messages);
    tcase_add_test(tc, format_escapes);
    tcase_add_test(tc, builder_basics);
    tcase_add_test(tc, unicode_tables);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
