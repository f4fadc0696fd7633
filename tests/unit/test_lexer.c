/* test_lexer.c: compiler/lexer.re on its own -- token kinds and positions
 * (CPython's C tokenizer conventions: 1-based lines, 0-based byte
 * columns, NEWLINE without extent, INDENT/DEDENT/ENDMARKER carrying the
 * tokenizer's position), INDENT/DEDENT from the indentation stack, strings
 * of every form (found here, decoded by the parser), numbers, operators,
 * and the tokenizer's errors with CPython's messages and locations.
 * The lexer needs nothing from the runtime, so no fixture. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/lexer.h"
#include "unit.h"

/* "KIND l:c-l:c KIND ..." for the whole token array, then, after an
 * error, " | message (lineno, offset, end_lineno, end_offset)". */
static char *render(const char *src)
{
    LexResult r;
    int rc = lex_source(src, strlen(src), "t.py", &r);
    size_t cap = 64 + (size_t)r.ntoks * 48 + sizeof r.err.msg;
    char *out = malloc(cap);
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < r.ntoks; i++) {
        Token *t = &r.toks[i];
        n += (size_t)snprintf(out + n, cap - n, "%s%s %d:%d-%d:%d", i ? " " : "", token_kind_name(t->kind), t->lineno,
                              t->col, t->end_lineno, t->end_col);
    }
    if (rc != 0)
        snprintf(out + n, cap - n, " | %s (%d, %d, %d, %d)", r.err.msg, r.err.lineno, r.err.offset, r.err.end_lineno,
                 r.err.end_offset);
    lex_result_free(&r);
    return out;
}

/* Only the kinds, space-separated. */
static char *kinds(const char *src)
{
    LexResult r;
    lex_source(src, strlen(src), "t.py", &r);
    size_t cap = 16 + (size_t)r.ntoks * 20;
    char *out = malloc(cap);
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < r.ntoks; i++)
        n += (size_t)snprintf(out + n, cap - n, "%s%s", i ? " " : "", token_kind_name(r.toks[i].kind));
    lex_result_free(&r);
    return out;
}

#define CHECK_RENDER(src, expected)                      \
    do {                                                 \
        char *got_ = render(src);                        \
        ck_assert_str_eq(got_, expected);                \
        free(got_);                                      \
    } while (0)

#define CHECK_KINDS(src, expected)                       \
    do {                                                 \
        char *got_ = kinds(src);                         \
        ck_assert_str_eq(got_, expected);                \
        free(got_);                                      \
    } while (0)

/* The text of token i of src. */
static char *token_text(const char *src, int i)
{
    LexResult r;
    lex_source(src, strlen(src), "t.py", &r);
    ck_assert_int_lt(i, r.ntoks);
    char *s = strndup(r.toks[i].start, r.toks[i].len);
    lex_result_free(&r);
    return s;
}

START_TEST(simple_statement)
{
    CHECK_RENDER("x = 1\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 NUMBER 1:4-1:5 NEWLINE 1:5-1:5 ENDMARKER 1:6-1:6");
    /* a missing final newline is supplied, as CPython does */
    CHECK_RENDER("x = 1", "NAME 1:0-1:1 EQUAL 1:2-1:3 NUMBER 1:4-1:5 NEWLINE 1:5-1:5 ENDMARKER 1:6-1:6");
    CHECK_RENDER("", "ENDMARKER 1:0-1:0");
    /* blank and comment-only lines produce nothing */
    CHECK_RENDER("# c\n\n  \nx\n", "NAME 4:0-4:1 NEWLINE 4:1-4:1 ENDMARKER 4:2-4:2");
}
END_TEST

START_TEST(indent_dedent)
{
    CHECK_RENDER("if x:\n    y\nz\n",
                 "KW_IF 1:0-1:2 NAME 1:3-1:4 COLON 1:4-1:5 NEWLINE 1:5-1:5 INDENT 2:4-2:4 NAME 2:4-2:5 NEWLINE 2:5-2:5 "
                 "DEDENT 3:0-3:0 NAME 3:0-3:1 NEWLINE 3:1-3:1 ENDMARKER 3:2-3:2");
    /* tabs, two levels closed at the end of the file, and a bracket
     * spanning lines (no NEWLINE, no INDENT inside it) */
    CHECK_RENDER("def f():\n\tif a:\n\t\treturn (1,\n  2)\n",
                 "KW_DEF 1:0-1:3 NAME 1:4-1:5 LPAR 1:5-1:6 RPAR 1:6-1:7 COLON 1:7-1:8 NEWLINE 1:8-1:8 INDENT 2:1-2:1 "
                 "KW_IF 2:1-2:3 NAME 2:4-2:5 COLON 2:5-2:6 NEWLINE 2:6-2:6 INDENT 3:2-3:2 KW_RETURN 3:2-3:8 "
                 "LPAR 3:9-3:10 NUMBER 3:10-3:11 COMMA 3:11-3:12 NUMBER 4:2-4:3 RPAR 4:3-4:4 NEWLINE 4:4-4:4 "
                 "DEDENT 4:5-4:5 DEDENT 4:5-4:5 ENDMARKER 4:5-4:5");
    /* comments and blank lines inside a block do not dedent */
    CHECK_KINDS("if x:\n    a\n\n# c\n    b\n", "KW_IF NAME COLON NEWLINE INDENT NAME NEWLINE NAME NEWLINE DEDENT ENDMARKER");
    /* a tab counts to the next multiple of 8, consistently with spaces */
    CHECK_KINDS("if x:\n\ta\n\tb\n", "KW_IF NAME COLON NEWLINE INDENT NAME NEWLINE NAME NEWLINE DEDENT ENDMARKER");
}
END_TEST

START_TEST(line_joining)
{
    CHECK_RENDER("x = 1 \\\n + 2\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 NUMBER 1:4-1:5 PLUS 2:1-2:2 NUMBER 2:3-2:4 NEWLINE 2:4-2:4 ENDMARKER 2:5-2:5");
    CHECK_KINDS("x = [1,\n\n   # c\n 2]\n", "NAME EQUAL LSQB NUMBER COMMA NUMBER RSQB NEWLINE ENDMARKER");
    /* \r\n and \r are newlines */
    CHECK_KINDS("a\r\nb\rc\n", "NAME NEWLINE NAME NEWLINE NAME NEWLINE ENDMARKER");
    /* the NEWLINE after a comment starts at the comment */
    CHECK_RENDER("x # hi\n", "NAME 1:0-1:1 NEWLINE 1:2-1:6 ENDMARKER 1:7-1:7");
}
END_TEST

START_TEST(operators)
{
    CHECK_RENDER("a **= b // c -> d := ... @ e != f\n",
                 "NAME 1:0-1:1 DOUBLESTAREQUAL 1:2-1:5 NAME 1:6-1:7 DOUBLESLASH 1:8-1:10 NAME 1:11-1:12 "
                 "RARROW 1:13-1:15 NAME 1:16-1:17 COLONEQUAL 1:18-1:20 ELLIPSIS 1:21-1:24 AT 1:25-1:26 NAME 1:27-1:28 "
                 "NOTEQUAL 1:29-1:31 NAME 1:32-1:33 NEWLINE 1:33-1:33 ENDMARKER 1:34-1:34");
    CHECK_KINDS("<<= >>= //= @= ** < <= > >= == = ~ ^ | & % ; , .\n",
                "LEFTSHIFTEQUAL RIGHTSHIFTEQUAL DOUBLESLASHEQUAL ATEQUAL DOUBLESTAR LESS LESSEQUAL GREATER "
                "GREATEREQUAL EQEQUAL EQUAL TILDE CIRCUMFLEX VBAR AMPER PERCENT SEMI COMMA DOT NEWLINE ENDMARKER");
    /* characters no rule uses are single OP tokens (the parser rejects them) */
    CHECK_KINDS("a $ b ? c ! d\n", "NAME OP NAME OP NAME OP NAME NEWLINE ENDMARKER");
}
END_TEST

START_TEST(keywords_and_names)
{
    CHECK_KINDS("if iffy None Nonesuch not in is lambda yield async await match _\n",
                "KW_IF NAME KW_NONE NAME KW_NOT KW_IN KW_IS KW_LAMBDA KW_YIELD KW_ASYNC KW_AWAIT NAME NAME NEWLINE ENDMARKER");
    /* Unicode identifiers: positions are in bytes */
    CHECK_RENDER("\xc3\xa9t\xc3\xa9 = \xce\xb1\n", "NAME 1:0-1:5 EQUAL 1:6-1:7 NAME 1:8-1:10 NEWLINE 1:10-1:10 ENDMARKER 1:11-1:11");
}
END_TEST

START_TEST(numbers)
{
    CHECK_RENDER("x = 0x_ff + 1.5e-3j + .5\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 NUMBER 1:4-1:9 PLUS 1:10-1:11 NUMBER 1:12-1:19 PLUS 1:20-1:21 "
                 "NUMBER 1:22-1:24 NEWLINE 1:24-1:24 ENDMARKER 1:25-1:25");
    CHECK_KINDS("0 00 0_0 0o17 0b1_0 1_000 5. 1e10 1E+5 0e0 09.5\n",
                "NUMBER NUMBER NUMBER NUMBER NUMBER NUMBER NUMBER NUMBER NUMBER NUMBER NUMBER NEWLINE ENDMARKER");
    /* a keyword right after a number is allowed (CPython only warns) */
    CHECK_KINDS("1if x else 2\n", "NUMBER KW_IF NAME KW_ELSE NUMBER NEWLINE ENDMARKER");
    char *t = token_text("x = 1_000.25e-1_0\n", 2);
    ck_assert_str_eq(t, "1_000.25e-1_0");
    free(t);
    /* `1.__class__` is a number error, `1 .real` an attribute */
    CHECK_KINDS("1 .real\n", "NUMBER DOT NAME NEWLINE ENDMARKER");
}
END_TEST

START_TEST(strings)
{
    CHECK_RENDER("x = f\"a{b!r:>{w}}\" rb\"\\\\x\"\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 STRING 1:4-1:18 STRING 1:19-1:26 NEWLINE 1:26-1:26 ENDMARKER 1:27-1:27");
    /* a triple-quoted string spans lines */
    CHECK_RENDER("s = \"\"\"a\nb\"\"\"\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 STRING 1:4-2:4 NEWLINE 2:4-2:4 ENDMARKER 2:5-2:5");
    /* every prefix, in any case; a backslash-newline inside a string */
    CHECK_KINDS("b'' B'' r'' R'' u'' U'' f'' F'' rb'' Rb'' bR'' BR'' fr'' rF'' 'a\\\nb'\n",
                "STRING STRING STRING STRING STRING STRING STRING STRING STRING STRING STRING STRING STRING STRING "
                "STRING NEWLINE ENDMARKER");
    /* not prefixes: ur'' is a name then a string */
    CHECK_KINDS("ur'x'\n", "NAME STRING NEWLINE ENDMARKER");
    /* quotes of the other kind and escaped quotes inside */
    char *t = token_text("x = 'it\\'s \"q\"' + 1\n", 2);
    ck_assert_str_eq(t, "'it\\'s \"q\"'");
    free(t);
    t = token_text("f'{x[\"k\"]:>{w}}'\n", 0);
    ck_assert_str_eq(t, "f'{x[\"k\"]:>{w}}'");
    free(t);
}
END_TEST

START_TEST(errors)
{
    CHECK_RENDER("x = \"abc\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:5-1:5 | unterminated string literal (detected at line 1) (1, 5, 1, 5)");
    CHECK_RENDER("x = \"\"\"abc\n\n\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:5-1:5 | unterminated triple-quoted string literal (detected at line 3) (1, 5, 1, 5)");
    CHECK_RENDER("if x:\n    a\n  b\n",
                 "KW_IF 1:0-1:2 NAME 1:3-1:4 COLON 1:4-1:5 NEWLINE 1:5-1:5 INDENT 2:4-2:4 NAME 2:4-2:5 NEWLINE 2:5-2:5 "
                 "ERRORTOKEN 3:2-3:2 | unindent does not match any outer indentation level (3, 4, 3, -1)");
    CHECK_RENDER("x = 1\xe2\x82\xac\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 NUMBER 1:4-1:5 ERRORTOKEN 1:8-1:8 | invalid character '\xe2\x82\xac' (U+20AC) (1, 6, 1, 6)");
    CHECK_RENDER("x = 1abc\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:5-1:5 | invalid decimal literal (1, 5, 1, 5)");
    CHECK_RENDER("x = 0123\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:8-1:8 | leading zeros in decimal integer literals are not "
                 "permitted; use an 0o prefix for octal integers (1, 5, 1, 6)");
    CHECK_RENDER("x = 0o8\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:7-1:7 | invalid digit '8' in octal literal (1, 7, 1, 7)");
    CHECK_RENDER("x = 0x\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:6-1:6 | invalid hexadecimal literal (1, 6, 1, 6)");
    CHECK_RENDER("x = 1__0\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:6-1:6 | invalid decimal literal (1, 6, 1, 6)");
    CHECK_RENDER("x = ]\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:5-1:5 | unmatched ']' (1, 5, 1, 5)");
    CHECK_RENDER("x = [1,\n2)\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 LSQB 1:4-1:5 NUMBER 1:5-1:6 COMMA 1:6-1:7 NUMBER 2:0-2:1 ERRORTOKEN 2:2-2:2 | "
                 "closing parenthesis ')' does not match opening parenthesis '[' on line 1 (2, 2, 2, 2)");
    CHECK_RENDER("x = a\\ b\n",
                 "NAME 1:0-1:1 EQUAL 1:2-1:3 NAME 1:4-1:5 ERRORTOKEN 1:7-1:7 | unexpected character after line "
                 "continuation character (1, 7, 1, 0)");
    CHECK_RENDER("if x:\n\ta\n        b\n",
                 "KW_IF 1:0-1:2 NAME 1:3-1:4 COLON 1:4-1:5 NEWLINE 1:5-1:5 INDENT 2:1-2:1 NAME 2:1-2:2 NEWLINE 2:2-2:2 "
                 "ERRORTOKEN 3:8-3:8 | inconsistent use of tabs and spaces in indentation (3, 1, 3, 0)");
    CHECK_RENDER("x = \xc2\xa0\n", "NAME 1:0-1:1 EQUAL 1:2-1:3 ERRORTOKEN 1:6-1:6 | invalid non-printable character U+00A0 (1, 5, 1, 5)");
    /* end of file inside brackets: the parser reports "'(' was never closed" */
    LexResult r;
    ck_assert_int_eq(lex_source("x = (1,\n", 8, "t.py", &r), -1);
    ck_assert_int_eq(r.err.kind, LEXERR_EOF_BRACKET);
    ck_assert_int_eq(r.err.bracket, '(');
    ck_assert_int_eq(r.err.bracket_line, 1);
    ck_assert_int_eq(r.err.bracket_col, 4);
    lex_result_free(&r);
    /* brackets nest at most 200 deep */
    char deep[512];
    memset(deep, '(', 201);
    strcpy(deep + 201, "\n");
    ck_assert_int_eq(lex_source(deep, strlen(deep), "t.py", &r), -1);
    ck_assert_str_eq(r.err.msg, "too many nested parentheses");
    lex_result_free(&r);
}
END_TEST

START_TEST(bad_bytes)
{
    LexResult r;
    ck_assert_int_eq(lex_source("x = 1\n\x00\n", 8, "t.py", &r), -1);
    ck_assert_str_eq(r.err.msg, "source code cannot contain null bytes");
    ck_assert_int_eq(r.err.lineno, 2);
    ck_assert_int_eq(r.ntoks, 0);
    lex_result_free(&r);
    ck_assert_int_eq(lex_source("x = 1\ns = 'caf\xe9'\n", 16, "dir/t.py", &r), -1);
    ck_assert_int_eq(r.err.kind, LEXERR_NOLOC);
    ck_assert_str_eq(r.err.msg, "Non-UTF-8 code starting with '\\xe9' in file dir/t.py on line 2, but no encoding "
                                "declared; see https://peps.python.org/pep-0263/ for details");
    lex_result_free(&r);
    /* a UTF-8 byte order mark is skipped */
    CHECK_KINDS("\xef\xbb\xbfx\n", "NAME NEWLINE ENDMARKER");
}
END_TEST

START_TEST(lines)
{
    LexResult r;
    lex_source("a\nbc\r\nd", 7, "t.py", &r);
    size_t n;
    const char *l = lex_line(&r, 2, &n);
    ck_assert_ptr_nonnull(l);
    ck_assert_int_eq(n, 2);
    ck_assert(memcmp(l, "bc", 2) == 0);
    l = lex_line(&r, 3, &n);
    ck_assert_int_eq(n, 1);
    ck_assert_ptr_null(lex_line(&r, 4, &n));
    lex_result_free(&r);
    ck_assert_int_eq(lexer_utf8_count("a\xc3\xa9\xe2\x82\xac", 6), 3);
    ck_assert_int_eq(lexer_utf8_count("a\xc3\xa9\xe2\x82\xac", 4), 3); /* a cut character counts once */
}
END_TEST

static Suite *lexer_suite(void)
{
    Suite *s = suite_create("lexer");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, simple_statement);
    tcase_add_test(tc, indent_dedent);
    tcase_add_test(tc, line_joining);
    tcase_add_test(tc, operators);
    tcase_add_test(tc, keywords_and_names);
    tcase_add_test(tc, numbers);
    tcase_add_test(tc, strings);
    tcase_add_test(tc, errors);
    tcase_add_test(tc, bad_bytes);
    tcase_add_test(tc, lines);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return unit_run(lexer_suite());
}
