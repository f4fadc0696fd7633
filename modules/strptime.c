/* strptime.c: time.strptime, the parser CPython writes in Python
 * (Lib/_strptime.py), with its results and its messages.
 *
 * The idea.  CPython turns the format into a regular expression, one named
 * group per directive (%d becomes `3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9]`),
 * matches it case-insensitively at the start of the data, and then builds
 * the date from the groups.  fpy keeps that meaning without a regex engine:
 * the format compiles to a list of nodes -- a literal character, a run of
 * whitespace (`\s+`), a directive with its alternatives in the regex's
 * order -- and a backtracking matcher tries the alternatives in that order,
 * so the first match found is the one the regex finds (the same numbers
 * out of "1112" for "%m%d", the same "unconverted data remains").  Names
 * (%a %A %b %B %p %Z) are the C locale's, longest first as CPython sorts
 * them; %c %x %X expand to the C locale's formats.  The date arithmetic
 * (day of the year from %U/%W or %G/%V, the proleptic Gregorian ordinals
 * and their range errors) is datetime's, written out here.
 *
 * Invariants: the matcher recurses only at directives and whitespace runs
 * (at most MAX_BRANCH of them: a bounded C stack; a format with more is a
 * ValueError); captured spans are those
 * of the successful path only (a failed branch's writes are overwritten
 * before they are read, since groups are read after a full match).
 *
 * What fpy simplifies: only the C locale (fpy has no `locale` module), and
 * a directive used twice is a ValueError where CPython's regex compiler
 * raises re.error ("redefinition of group name").
 *
 * Threads: no state outside the call; the time zone names come in as
 * arguments (time.tzname and time.daylight at the call).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "modules/modules.h"

/* ---- the format as nodes ------------------------------------------------- */

enum { N_LIT, N_SPACE, N_DIR };
enum { MAX_BRANCH = 4096 }; /* branch points: the matcher's recursion depth */

typedef struct {
    int kind;
    unsigned char c; /* N_LIT: the byte; N_DIR: the directive letter */
} Node;

typedef struct {
    const unsigned char *s; /* the data, UTF-8 */
    ssize_t len;
    Node *nodes;
    int n;
    ssize_t gstart[128], gend[128]; /* the span each directive captured */
    ssize_t end;                    /* where the match ended */
    const char *const *zones;       /* %Z's names, lower case, longest first */
    int nzones;
} Matcher;

/* Each directive's alternatives, in the regex's order: a string of (lo, hi)
 * byte pairs, one pair per character ("3301" is 3[0-1]). */
static const char *const *digit_alts(unsigned char d)
{
    static const char *const d_[] = {"3301", "1209", "0019", "19", "  19", NULL};
    static const char *const f_[] = {"090909090909", "0909090909", "09090909", "090909", "0909", "09", NULL};
    static const char *const H_[] = {"2203", "0109", "09", NULL};
    static const char *const I_[] = {"1102", "0019", "19", NULL};
    static const char *const G_[] = {"09090909", NULL};
    static const char *const j_[] = {"336606", "330509", "120909", "001909", "000019", "1909", "0019", "19", NULL};
    static const char *const m_[] = {"1102", "0019", "19", NULL};
    static const char *const M_[] = {"0509", "09", NULL};
    static const char *const S_[] = {"6601", "0509", "09", NULL};
    static const char *const U_[] = {"5503", "0409", "09", NULL};
    static const char *const w_[] = {"06", NULL};
    static const char *const u_[] = {"17", NULL};
    static const char *const V_[] = {"5503", "0019", "1409", "09", NULL};
    static const char *const y_[] = {"0909", NULL};
    switch (d) {
    case 'd': return d_;
    case 'f': return f_;
    case 'H': return H_;
    case 'I': return I_;
    case 'G': case 'Y': return G_;
    case 'j': return j_;
    case 'm': return m_;
    case 'M': return M_;
    case 'S': return S_;
    case 'U': case 'W': return U_;
    case 'w': return w_;
    case 'u': return u_;
    case 'V': return V_;
    case 'y': return y_;
    default: return NULL;
    }
}

static const char *const a_weekday[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun", NULL};
static const char *const f_weekday[] = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", NULL};
static const char *const a_month[] = {"", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", NULL};
static const char *const f_month[] = {"", "january", "february", "march", "april", "may", "june", "july",
                                      "august", "september", "october", "november", "december", NULL};
static const char *const am_pm[] = {"am", "pm", NULL};

/* The names of %a %A %b %B %p, or NULL. */
static const char *const *name_list(unsigned char d)
{
    switch (d) {
    case 'a': return a_weekday;
    case 'A': return f_weekday;
    case 'b': return a_month;
    case 'B': return f_month;
    case 'p': return am_pm;
    default: return NULL;
    }
}

static bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); }
static unsigned char lower(unsigned char c) { return c >= 'A' && c <= 'Z' ? (unsigned char)(c + 32) : c; }

/* The n bytes at src in lower case (ASCII), cut to fit dst. */
static void lower_into(char *dst, size_t size, const char *src, ssize_t n)
{
    size_t k = 0;
    for (; k + 1 < size && (ssize_t)k < n; k++) dst[k] = (char)lower((unsigned char)src[k]);
    dst[k] = 0;
}

/* Does name (lower case) match at p, case-insensitively? */
static bool name_at(const Matcher *m, ssize_t p, const char *name)
{
    size_t k = strlen(name);
    if ((ssize_t)k > m->len - p) return false;
    for (size_t i = 0; i < k; i++)
        if (lower(m->s[p + (ssize_t)i]) != (unsigned char)name[i]) return false;
    return true;
}

static bool match_from(Matcher *m, int i, ssize_t p);

/* Try the rest of the nodes after directive node i matched [p, e). */
static bool take(Matcher *m, int i, ssize_t p, ssize_t e)
{
    unsigned char d = m->nodes[i].c;
    if (!match_from(m, i + 1, e)) return false;
    m->gstart[d] = p;
    m->gend[d] = e;
    return true;
}

/* %z: [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)? or Z, each optional part
 * tried present first, as a greedy regex does. */
static bool match_z(Matcher *m, int i, ssize_t p)
{
    const unsigned char *s = m->s;
    ssize_t n = m->len;
#define DIG(q) ((q) < n && s[q] >= '0' && s[q] <= '9')
#define D05(q) ((q) < n && s[q] >= '0' && s[q] <= '5')
    if (p < n && (s[p] == '+' || s[p] == '-') && DIG(p + 1) && DIG(p + 2)) {
        for (int c1 = 1; c1 >= 0; c1--) {
            ssize_t q = p + 3;
            if (c1) {
                if (!(q < n && s[q] == ':')) continue;
                q++;
            }
            if (!(D05(q) && DIG(q + 1))) continue;
            q += 2;
            /* the optional seconds group */
            for (int c2 = 1; c2 >= 0; c2--) {
                ssize_t r = q;
                if (c2) {
                    if (r < n && s[r] == ':') r++;
                    if (!(D05(r) && DIG(r + 1))) {
                        /* ':?' may also match nothing before the digits */
                        r = q;
                        if (!(D05(r) && DIG(r + 1))) continue;
                    }
                    r += 2;
                    /* the optional fraction: \.\d{1,6}, greedy */
                    if (r < n && s[r] == '.' && DIG(r + 1)) {
                        ssize_t k = r + 1;
                        while (k < n && k < r + 7 && DIG(k)) k++;
                        for (ssize_t e = k; e > r + 1; e--)
                            if (take(m, i, p, e)) return true;
                    }
                }
                if (take(m, i, p, r)) return true;
            }
        }
    }
    if (p < n && s[p] == 'Z' && take(m, i, p, p + 1)) return true;
    return false;
#undef DIG
#undef D05
}

static bool match_dir(Matcher *m, int i, ssize_t p)
{
    unsigned char d = m->nodes[i].c;
    if (d == 'z') return match_z(m, i, p);
    const char *const *alts = digit_alts(d);
    if (alts != NULL) {
        for (int a = 0; alts[a]; a++) {
            ssize_t k = (ssize_t)strlen(alts[a]) / 2;
            if (k > m->len - p) continue;
            bool ok = true;
            for (ssize_t j = 0; j < k && ok; j++) {
                unsigned char c = m->s[p + j];
                ok = c >= (unsigned char)alts[a][2 * j] && c <= (unsigned char)alts[a][2 * j + 1];
            }
            if (ok && take(m, i, p, p + k)) return true;
        }
        return false;
    }
    const char *const *names = name_list(d);
    int count = 0;
    if (names == NULL) { /* %Z */
        names = m->zones;
        count = m->nzones;
    } else {
        if (d == 'b' || d == 'B') names++; /* not month 0's empty name */
        while (names[count]) count++;
    }
    /* longest first; among equal lengths the list's order (a stable sort) */
    size_t maxlen = 0;
    for (int k = 0; k < count; k++)
        if (strlen(names[k]) > maxlen) maxlen = strlen(names[k]);
    for (size_t want = maxlen + 1; want-- > 0;)
        for (int k = 0; k < count; k++)
            if (strlen(names[k]) == want && name_at(m, p, names[k]) && take(m, i, p, p + (ssize_t)want)) return true;
    return false;
}

static bool match_from(Matcher *m, int i, ssize_t p)
{
    for (; i < m->n && m->nodes[i].kind == N_LIT; i++, p++)
        if (p >= m->len || lower(m->s[p]) != lower(m->nodes[i].c)) return false;
    if (i == m->n) {
        m->end = p;
        return true;
    }
    if (m->nodes[i].kind == N_SPACE) {
        ssize_t e = p;
        while (e < m->len && is_space(m->s[e])) e++;
        for (; e > p; e--)
            if (match_from(m, i + 1, e)) return true;
        return false;
    }
    return match_dir(m, i, p);
}

/* Append the nodes of fmt (the user's format, or the C locale's expansion
 * of %c %x %X in it); 0, or -1 with ValueError naming fmt_obj.  *branches
 * counts the directives and whitespace runs (the matcher's branch points). */
static int compile(const char *fmt, ssize_t len, Object *fmt_obj, Node *nodes, int *n, int *branches, bool *seen)
{
    static const char *const expand[] = {['c'] = "%a %b %d %H:%M:%S %Y", ['x'] = "%m/%d/%y", ['X'] = "%H:%M:%S"};
    for (ssize_t p = 0; p < len;) {
        if (*branches >= MAX_BRANCH) {
            err_set(&Exc_ValueError, "strptime() format too long");
            return -1;
        }
        unsigned char c = (unsigned char)fmt[p];
        if (is_space(c)) {
            while (p < len && is_space((unsigned char)fmt[p])) p++;
            nodes[(*n)++] = (Node){N_SPACE, ' '};
            (*branches)++;
            continue;
        }
        if (c != '%') {
            nodes[(*n)++] = (Node){N_LIT, c};
            p++;
            continue;
        }
        if (p + 1 >= len) {
            err_format(&Exc_ValueError, "stray %% in format '%U'", fmt_obj);
            return -1;
        }
        unsigned char d = (unsigned char)fmt[p + 1];
        p += 2;
        if (d == '%') {
            nodes[(*n)++] = (Node){N_LIT, '%'};
            continue;
        }
        if (d == 'c' || d == 'x' || d == 'X') { /* the expansions hold none of these */
            const char *e = expand[d];
            if (compile(e, (ssize_t)strlen(e), fmt_obj, nodes, n, branches, seen) < 0) return -1;
            continue;
        }
        if (d >= 128 || (digit_alts(d) == NULL && name_list(d) == NULL && d != 'z' && d != 'Z')) {
            /* CPython names what follows the %, but it has already escaped
             * the regex's special characters and turned whitespace into \s+,
             * so those show as '%' */
            if (is_space(d) || strchr(".^$*+?(){}[]|\\", d) != NULL)
                err_format(&Exc_ValueError, "'%%' is a bad directive in format '%U'", fmt_obj);
            else {
                ssize_t k = 1; /* the whole UTF-8 character */
                while (p - 1 + k < len && ((unsigned char)fmt[p - 1 + k] & 0xC0) == 0x80) k++;
                Object *ch = str_from_utf8(fmt + p - 1, k);
                if (ch == NULL) return -1;
                err_format(&Exc_ValueError, "'%U' is a bad directive in format '%U'", ch, fmt_obj);
                DECREF(ch);
            }
            return -1;
        }
        if (seen[d]) {
            err_format(&Exc_ValueError, "redefinition of group name '%c' in format '%U'", d, fmt_obj);
            return -1;
        }
        seen[d] = true;
        nodes[(*n)++] = (Node){N_DIR, d};
        (*branches)++;
    }
    return 0;
}

/* ---- dates (datetime's proleptic Gregorian ordinals) --------------------- */

static bool is_leap(long y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

static int days_in_month(long y, int m)
{
    static const int dim[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : dim[m];
}

static long days_before_year(long y)
{
    long z = y - 1;
    return z * 365 + z / 4 - z / 100 + z / 400;
}

static long days_before_month(long y, int m)
{
    long d = 0;
    for (int k = 1; k < m; k++) d += days_in_month(y, k);
    return d;
}

/* datetime.date(y, m, d)'s checks, then its ordinal: 0, or -1 with ValueError. */
static int ymd_to_ord(long y, long m, long d, long *ord)
{
    if (y < 1 || y > 9999) {
        err_format(&Exc_ValueError, "year %ld is out of range", y);
        return -1;
    }
    if (m < 1 || m > 12) {
        err_set(&Exc_ValueError, "month must be in 1..12");
        return -1;
    }
    if (d < 1 || d > days_in_month(y, (int)m)) {
        err_set(&Exc_ValueError, "day is out of range for month");
        return -1;
    }
    *ord = days_before_year(y) + days_before_month(y, (int)m) + d;
    return 0;
}

/* datetime.date.fromordinal: 0, or -1 with ValueError. */
static int ord_to_ymd(long ord, long *y, long *m, long *d)
{
    if (ord < 1) {
        err_set(&Exc_ValueError, "ordinal must be >= 1");
        return -1;
    }
    long yy = (ord - 1) / 366 + 1; /* never past the year; step forward */
    while (days_before_year(yy + 1) < ord) yy++;
    long rest = ord - days_before_year(yy);
    int mm = 1;
    while (rest > days_in_month(yy, mm)) rest -= days_in_month(yy, mm++);
    if (yy > 9999) {
        err_format(&Exc_ValueError, "year %ld is out of range", yy);
        return -1;
    }
    *y = yy, *m = mm, *d = rest;
    return 0;
}

/* ---- the parse --------------------------------------------------------------- */

static long group_int(const Matcher *m, unsigned char d)
{
    long v = 0;
    for (ssize_t p = m->gstart[d]; p < m->gend[d]; p++)
        if (m->s[p] >= '0' && m->s[p] <= '9') v = v * 10 + (m->s[p] - '0');
    return v;
}

static int group_name(const Matcher *m, unsigned char d, const char *const *names)
{
    for (int k = 0; names[k]; k++)
        if ((ssize_t)strlen(names[k]) == m->gend[d] - m->gstart[d] && name_at(m, m->gstart[d], names[k])) return k;
    return -1;
}

int time_strptime_parse(Object *data, Object *format, Object *tzname, bool daylight, Object **out)
{
    /* at most one node per format byte, but %c's 2 bytes expand to 19 */
    Node *nodes = malloc(((size_t)str_nbytes(format) * 10 + 16) * sizeof(Node));
    if (nodes == NULL) {
        err_no_memory();
        return -1;
    }
    Matcher m = {.s = (const unsigned char *)str_cstr(data), .len = str_nbytes(data), .nodes = nodes};
    bool seen[128] = {false};
    int branches = 0;
    /* %Z: utc, gmt and the standard zone's name; the summer one's too */
    const char *names[2] = {"", ""}; /* time.tzname */
    char zl[2][64];                  /* the same, lower case */
    for (int k = 0; k < 2; k++) {
        if (is_tuple(tzname) && tuple_len(tzname) == 2 && is_str(tuple_get(tzname, k)))
            names[k] = str_cstr(tuple_get(tzname, k));
        lower_into(zl[k], sizeof zl[k], names[k], (ssize_t)strlen(names[k]));
    }
    const char *zones[4] = {"utc", "gmt"};
    int nz = 2;
    for (int k = 0; k < (daylight ? 2 : 1); k++) {
        bool dup = false;
        for (int j = 0; j < nz; j++) dup |= strcmp(zones[j], zl[k]) == 0;
        if (!dup && zl[k][0]) zones[nz++] = zl[k];
    }
    m.zones = zones;
    m.nzones = nz;
    int rc = -1;
    if (compile(str_cstr(format), str_nbytes(format), format, nodes, &m.n, &branches, seen) < 0) goto done;
    if (!match_from(&m, 0, 0)) {
        err_format(&Exc_ValueError, "time data %R does not match format %R", data, format);
        goto done;
    }
    if (m.end != m.len) {
        Object *rest = str_from_utf8((const char *)m.s + m.end, m.len - m.end);
        if (rest != NULL) err_format(&Exc_ValueError, "unconverted data remains: %U", rest);
        XDECREF(rest);
        goto done;
    }

    long year = -1, iso_year = -1, month = 1, day = 1, hour = 0, minute = 0, second = 0;
    long weekday = -1, julian = 0, week_of_year = -1, iso_week = -1, gmtoff = 0;
    bool has_gmtoff = false, week_starts_mon = false;
    int tz = -1;
    /* in the format's order, as CPython walks its match's groups: where two
     * directives set one field (%Y and %y, %H and %I), the later wins */
    for (int i = 0; i < m.n; i++) {
        if (nodes[i].kind != N_DIR) continue;
        unsigned char d = nodes[i].c;
        switch (d) {
        case 'y': year = group_int(&m, 'y') + (group_int(&m, 'y') <= 68 ? 2000 : 1900); break;
        case 'Y': year = group_int(&m, 'Y'); break;
        case 'G': iso_year = group_int(&m, 'G'); break;
        case 'm': month = group_int(&m, 'm'); break;
        case 'B': month = group_name(&m, 'B', f_month); break;
        case 'b': month = group_name(&m, 'b', a_month); break;
        case 'd': day = group_int(&m, 'd'); break;
        case 'H': hour = group_int(&m, 'H'); break;
        case 'I': {
            hour = group_int(&m, 'I');
            int ampm = seen['p'] ? group_name(&m, 'p', am_pm) : 0;
            if (ampm == 0 && hour == 12) hour = 0;
            else if (ampm == 1 && hour != 12) hour += 12;
            break;
        }
        case 'M': minute = group_int(&m, 'M'); break;
        case 'S': second = group_int(&m, 'S'); break;
        case 'A': weekday = group_name(&m, 'A', f_weekday); break;
        case 'a': weekday = group_name(&m, 'a', a_weekday); break;
        case 'w': weekday = (group_int(&m, 'w') + 6) % 7; break;
        case 'u': weekday = group_int(&m, 'u') - 1; break;
        case 'j': julian = group_int(&m, 'j'); break;
        case 'U': week_of_year = group_int(&m, 'U'), week_starts_mon = false; break;
        case 'W': week_of_year = group_int(&m, 'W'), week_starts_mon = true; break;
        case 'V': iso_week = group_int(&m, 'V'); break;
        default: break;
        }
    }
    if (seen['z']) {
        const unsigned char *z = m.s + m.gstart['z'];
        ssize_t zl = m.gend['z'] - m.gstart['z'];
        has_gmtoff = true;
        if (!(zl == 1 && z[0] == 'Z')) {
            char buf[16];
            ssize_t k = 0;
            for (ssize_t j = 0; j < zl && k < 15; j++) buf[k++] = (char)z[j];
            buf[k] = 0;
            if (buf[3] == ':') {
                memmove(buf + 3, buf + 4, (size_t)(k - 3));
                k--;
                if (k > 5) {
                    if (buf[5] != ':') {
                        Object *zs = str_from_utf8((const char *)z, zl);
                        if (zs != NULL) err_format(&Exc_ValueError, "Inconsistent use of : in %U", zs);
                        XDECREF(zs);
                        goto done;
                    }
                    memmove(buf + 5, buf + 6, (size_t)(k - 5));
                    k--;
                }
            }
            long h = (buf[1] - '0') * 10 + (buf[2] - '0'), mi = (buf[3] - '0') * 10 + (buf[4] - '0');
            long sec = k >= 7 ? (buf[5] - '0') * 10 + (buf[6] - '0') : 0;
            gmtoff = h * 3600 + mi * 60 + sec;
            if (buf[0] == '-') gmtoff = -gmtoff;
        }
    }
    if (seen['Z']) {
        /* CPython's sets: {utc, gmt, tzname[0]} give 0, {tzname[1]} (with
         * daylight) 1; both names the same with daylight: unknown, -1 */
        char found[64];
        lower_into(found, sizeof found, (const char *)m.s + m.gstart['Z'], m.gend['Z'] - m.gstart['Z']);
        bool utc = strcmp(found, "utc") == 0 || strcmp(found, "gmt") == 0;
        bool ambiguous = strcmp(names[0], names[1]) == 0 && daylight && !utc;
        if (utc || strcmp(found, zl[0]) == 0) tz = ambiguous ? -1 : 0;
        else if (daylight && strcmp(found, zl[1]) == 0) tz = ambiguous ? -1 : 1;
    }

    if (year < 0 && iso_year >= 0) {
        if (iso_week < 0 || weekday < 0) {
            err_set(&Exc_ValueError, "ISO year directive '%G' must be used with the ISO week directive '%V' and a "
                                     "weekday directive ('%A', '%a', '%w', or '%u').");
            goto done;
        }
        if (seen['j']) {
            err_set(&Exc_ValueError, "Day of the year directive '%j' is not compatible with ISO year directive "
                                     "'%G'. Use '%Y' instead.");
            goto done;
        }
    } else if (week_of_year < 0 && iso_week >= 0) {
        err_set(&Exc_ValueError, weekday < 0 ? "ISO week directive '%V' must be used with the ISO year directive "
                                               "'%G' and a weekday directive ('%A', '%a', '%w', or '%u')."
                                             : "ISO week directive '%V' is incompatible with the year directive "
                                               "'%Y'. Use the ISO year '%G' instead.");
        goto done;
    }
    bool leap_year_fix = false;
    if (year < 0 && month == 2 && day == 29) {
        year = 1904; /* a leap year, so that Feb 29 is a date; 1900 again below */
        leap_year_fix = true;
    } else if (year < 0) {
        year = 1900;
    }
    bool have_julian = seen['j'];
    long ord, jan1;
    if (!have_julian && weekday >= 0) {
        if (week_of_year >= 0) { /* _calc_julian_from_U_or_W */
            if (ymd_to_ord(year, 1, 1, &jan1) < 0) goto done;
            long first = (jan1 + 6) % 7, dow = weekday;
            if (!week_starts_mon) first = (first + 1) % 7, dow = (dow + 1) % 7;
            long week0 = (7 - first) % 7;
            julian = week_of_year == 0 ? 1 + dow - first : 1 + week0 + 7 * (week_of_year - 1) + dow;
            have_julian = true;
        } else if (iso_year >= 0 && iso_week >= 0) { /* _calc_julian_from_V */
            long jan4;
            if (ymd_to_ord(iso_year, 1, 4, &jan4) < 0) goto done;
            long o = iso_week * 7 + (weekday + 1) - ((jan4 + 6) % 7 + 1 + 3);
            if (o < 1) {
                if (ymd_to_ord(iso_year, 1, 1, &jan1) < 0) goto done;
                o += jan1;
                iso_year--;
                if (ymd_to_ord(iso_year, 1, 1, &jan1) < 0) goto done;
                o -= jan1;
            }
            year = iso_year;
            julian = o;
            have_julian = true;
        }
        if (have_julian && julian <= 0) {
            year--;
            julian += is_leap(year) ? 366 : 365;
        }
    }
    if (!have_julian) {
        if (ymd_to_ord(year, month, day, &ord) < 0 || ymd_to_ord(year, 1, 1, &jan1) < 0) goto done;
        julian = ord - jan1 + 1;
    } else {
        if (ymd_to_ord(year, 1, 1, &jan1) < 0 || ord_to_ymd(julian - 1 + jan1, &year, &month, &day) < 0) goto done;
    }
    if (weekday < 0) {
        if (ymd_to_ord(year, month, day, &ord) < 0) goto done;
        weekday = (ord + 6) % 7;
    }
    if (leap_year_fix) year = 1900;

    long vals[9] = {year, month, day, hour, minute, second, weekday, julian, tz};
    for (int k = 0; k < 9; k++) out[k] = int_from_i64(vals[k]);
    out[9] = seen['Z'] ? str_from_utf8((const char *)m.s + m.gstart['Z'], m.gend['Z'] - m.gstart['Z']) : NEWREF(None);
    out[10] = has_gmtoff ? int_from_i64(gmtoff) : NEWREF(None);
    rc = 0;
done:
    free(nodes);
    return rc;
}
