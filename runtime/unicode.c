/* unicode.c: the Unicode character database str methods need.
 *
 * The idea.  str.upper(), isalpha(), repr()'s "is it printable" and the
 * rest must answer exactly as CPython does for every code point, whatever
 * the C library's locale says (towupper depends on setlocale, and glibc's
 * tables are not CPython's Unicode version).  So the answers are taken
 * from CPython itself: tools/unicode_db.py asks CPython's str methods
 * about every code point and writes compact tables to unicode_db.h:
 *   - property flags (UC_* in strimpl.h) as runs of equal flags: 3,861
 *     runs, found by binary search;
 *   - full case mappings (lower, upper, title, casefold, including the
 *     multi-character ones like 'ß'.upper() == 'SS') as groups of code
 *     points sharing one set of deltas: ~1,400 groups;
 *   - the zeros of the decimal digit runs, for int('٣').
 * ASCII never reaches the tables: every caller tests it first, and the
 * functions here have ASCII fast paths too.  The tables are constant:
 * any thread may read them.
 */
#include "runtime/strimpl.h"
#include "runtime/unicode_db.h"

unsigned uc_flags(uint32_t cp)
{
    /* Last run whose start is <= cp. */
    size_t lo = 0, hi = UC_NRUNS - 1;
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        if (uc_run_start[mid] <= cp) lo = mid;
        else hi = mid - 1;
    }
    return uc_run_flags[lo];
}

static const UcCase *find_case(uint32_t cp)
{
    size_t lo = 0, hi = UC_NCASES;
    while (lo < hi) { /* first group starting after cp */
        size_t mid = (lo + hi) / 2;
        if (uc_cases[mid].start <= cp) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return NULL;
    const UcCase *g = &uc_cases[lo - 1];
    uint32_t d = cp - g->start;
    if (d % g->stride != 0 || d / g->stride >= g->n) return NULL;
    return g;
}

/* Mapping number `which` (0 lower, 1 upper, 2 title, 3 fold) of cp. */
static int map_case(uint32_t cp, int which, uint32_t *out)
{
    if (cp < 128) {
        uint32_t c = cp;
        if (which == 1 || which == 2) {
            if (c >= 'a' && c <= 'z') c -= 32;
        } else if (c >= 'A' && c <= 'Z') {
            c += 32;
        }
        out[0] = c;
        return 1;
    }
    const UcCase *g = find_case(cp);
    if (g == NULL) {
        out[0] = cp;
        return 1;
    }
    if (!g->ext) {
        out[0] = (uint32_t)((int32_t)cp + g->map[which]);
        return 1;
    }
    const uint32_t *e = uc_case_ext[g->map[which]];
    for (uint32_t i = 0; i < e[0]; i++) out[i] = e[1 + i];
    return (int)e[0];
}

int uc_lower(uint32_t cp, uint32_t *out) { return map_case(cp, 0, out); }
int uc_upper(uint32_t cp, uint32_t *out) { return map_case(cp, 1, out); }
int uc_title(uint32_t cp, uint32_t *out) { return map_case(cp, 2, out); }
int uc_fold(uint32_t cp, uint32_t *out) { return map_case(cp, 3, out); }

int uc_decimal(uint32_t cp)
{
    if (cp < 128) return cp >= '0' && cp <= '9' ? (int)(cp - '0') : -1;
    if (!(uc_flags(cp) & UC_DECIMAL)) return -1;
    size_t lo = 0, hi = UC_NZEROS - 1;
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        if (uc_decimal_zero[mid] <= cp) lo = mid;
        else hi = mid - 1;
    }
    return (int)(cp - uc_decimal_zero[lo]);
}
