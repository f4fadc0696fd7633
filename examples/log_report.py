"""A web-server log analyser: parse access-log lines with `re`, count with
`collections`, and write a JSON report.

    fpy examples/log_report.py [LINES] [LOGFILE]

With a LOGFILE it reads that log.  Without one it first writes a synthetic
log of LINES lines (default 200000) to a temporary file, seeded so every run
writes the same log, and reads that back.  It prints the report and leaves a
copy in a temporary .json file (removed at the end).
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

LINE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>\S+) \[(?P<day>\d{2}/\w{3}/\d{4}):(?P<hour>\d{2}):\d{2}:\d{2} [+-]\d{4}\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(?P<version>[\d.]+)" (?P<status>\d{3}) (?P<size>\d+|-)'
    r'(?: "(?P<referer>[^"]*)" "(?P<user_agent>[^"]*)")?$')
STATIC = re.compile(r'\.(?:css|js|png|jpe?g|gif|ico|svg)$', re.IGNORECASE)
BOT = re.compile(r'bot|crawl|spider', re.I)


def write_sample(path, n):
    rng = random.Random(2024)
    paths = ['/', '/index.html', '/about', '/blog/post-%d', '/static/app.js', '/static/site.css',
             '/img/logo.PNG', '/api/v1/items/%d', '/api/v1/users/%d/orders', '/search?q=%s', '/login']
    user_agents = ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.4.0', 'Googlebot/2.1', 'Mozilla/5.0 (iPhone)',
              'python-requests/2.31', 'bingbot/2.0 (+crawl)']
    words = ['threads', 'gil', 'python', 'locks', 'atomic', 'memory']
    clients = ['%d.%d.%d.%d' % (rng.randint(1, 223), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
               for _ in range(400)]
    with open(path, 'w') as f:
        for i in range(n):
            ip = clients[min(int(rng.paretovariate(1.2)) - 1, len(clients) - 1)]
            p = rng.choice(paths)
            if '%d' in p:
                p = p % rng.randint(1, 500)
            elif '%s' in p:
                p = p % rng.choice(words)
            status = rng.choices([200, 200, 200, 304, 404, 500, 302, 403], k=1)[0]
            size = '-' if status in (304, 302) else str(rng.randint(100, 90000))
            method = 'POST' if p == '/login' or rng.random() < 0.05 else 'GET'
            user = rng.choice(['-', '-', '-', 'alice', 'bob'])
            line = '%s - %s [%02d/Dec/2026:%02d:%02d:%02d +0000] "%s %s HTTP/1.1" %d %s' % (
                ip, user, 1 + i * 28 // n, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59),
                method, p, status, size)
            if rng.random() < 0.9:
                line += ' "https://example.org/" "%s"' % rng.choice(user_agents)
            if rng.random() < 0.002:
                line = 'garbage line %d' % i
            f.write(line + '\n')


def analyse(path):
    status = Counter()
    paths = Counter()
    ips = Counter()
    hours = Counter()
    bytes_by_day = defaultdict(int)
    methods = Counter()
    bad = 0
    static = bots = total = 0
    with open(path) as f:
        for line in f:
            m = LINE.match(line.rstrip('\n'))
            if m is None:
                bad += 1
                continue
            total += 1
            status[m.group('status')] += 1
            path_only = m.group('path').split('?', 1)[0]
            paths[re.sub(r'/\d+(?=/|$)', '/<id>', path_only)] += 1
            ips[m['ip']] += 1
            hours[int(m.group('hour'))] += 1
            methods[m.group('method')] += 1
            if m.group('size') != '-':
                bytes_by_day[m.group('day')] += int(m.group('size'))
            if STATIC.search(path_only):
                static += 1
            user_agent = m.group('user_agent')
            if user_agent and BOT.search(user_agent):
                bots += 1
    errors = sum(n for s, n in status.items() if s.startswith(('4', '5')))
    busiest = max(sorted(hours), key=lambda h: hours[h])
    return {
        'requests': total,
        'unparsed_lines': bad,
        'status': dict(sorted(status.items())),
        'methods': dict(sorted(methods.items())),
        'error_rate': round(errors / total, 4) if total else 0.0,
        'top_paths': paths.most_common(5),
        'distinct_ips': len(ips),
        'top_ip_hits': ips.most_common(1)[0][1] if ips else 0,
        'busiest_hour': busiest,
        'static_share': round(static / total, 4) if total else 0.0,
        'bot_requests': bots,
        'bytes_per_day': {d: bytes_by_day[d] for d in sorted(bytes_by_day)[:3]},
        'total_bytes': sum(bytes_by_day.values()),
    }


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    tmp = '/tmp/fpy_log_report_%d' % os.getpid()
    if len(sys.argv) > 2:
        log = sys.argv[2]
    else:
        log = tmp + '.log'
        write_sample(log, n)
    report = analyse(log)
    out = tmp + '.json'
    with open(out, 'w') as f:
        json.dump(report, f, indent=2, sort_keys=True)
    with open(out) as f:
        again = json.load(f)
    assert again == json.loads(json.dumps(report)), 'the report reads back unchanged'
    print(json.dumps(report, indent=2, sort_keys=True))
    os.remove(out)
    if len(sys.argv) <= 2:
        os.remove(log)


main()
