"""A directory summariser: walk a tree with `os.walk` and report sizes by
extension, the largest files, the deepest directories and empty ones.

    fpy examples/dir_summary.py [FILES] [DIRECTORY]

With a DIRECTORY it summarises that tree (paths shown relative to it).
Without one it first builds a synthetic tree of FILES files (default 3000,
seeded, under /tmp) and removes it afterwards.
"""
import os
import random
import sys
from collections import defaultdict

EXTS = ['.py', '.c', '.h', '.md', '.txt', '.json', '.png', '', '.tar.gz']


def build_tree(root, nfiles):
    rng = random.Random(7)
    dirs = [root]
    os.makedirs(root)
    for i in range(nfiles):
        if rng.random() < 0.15 or len(dirs) < 3:
            parent = rng.choice(dirs)
            d = os.path.join(parent, 'dir%03d' % len(dirs))
            os.mkdir(d)
            dirs.append(d)
        d = rng.choice(dirs)
        name = 'file%05d%s' % (i, rng.choice(EXTS))
        size = int(rng.expovariate(1 / 2000))
        with open(os.path.join(d, name), 'wb') as f:
            f.write(b'x' * size)
    for k in range(3):
        os.makedirs(os.path.join(root, 'empty%d' % k, 'inner'))


def extension(name):
    base, ext = os.path.splitext(name)
    if ext == '.gz' and base.endswith('.tar'):
        return '.tar.gz'
    return ext or '(none)'


def summarise(root):
    by_ext = defaultdict(lambda: [0, 0])
    largest = []
    depth = {}
    empty = []
    total_files = total_bytes = ndirs = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        ndirs += 1
        rel = os.path.relpath(dirpath, root)
        depth[rel] = 0 if rel == '.' else rel.count(os.sep) + 1
        if not dirnames and not filenames:
            empty.append(rel)
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            size = os.path.getsize(path)
            st = os.stat(path)
            assert st.st_size == size
            e = by_ext[extension(name)]
            e[0] += 1
            e[1] += size
            total_files += 1
            total_bytes += size
            largest.append((size, os.path.relpath(path, root)))
    largest.sort(key=lambda t: (-t[0], t[1]))
    print('directories:', ndirs, ' files:', total_files, ' bytes:', total_bytes)
    print('%-10s %6s %12s %8s' % ('extension', 'files', 'bytes', 'share'))
    for ext, (n, b) in sorted(by_ext.items(), key=lambda kv: (-kv[1][1], kv[0])):
        print('%-10s %6d %12d %7.2f%%' % (ext, n, b, 100.0 * b / total_bytes if total_bytes else 0))
    print('largest files:')
    for size, rel in largest[:5]:
        print('  %8d  %s' % (size, rel))
    deepest = max(depth.values())
    print('deepest level:', deepest, sorted(d for d, v in depth.items() if v == deepest)[:3])
    print('empty directories:', sorted(empty))


def remove_tree(root):
    for dirpath, dirnames, filenames in os.walk(root, topdown=False):
        for name in filenames:
            os.remove(os.path.join(dirpath, name))
        os.rmdir(dirpath)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    if len(sys.argv) > 2:
        summarise(sys.argv[2])
        return
    root = '/tmp/fpy_dir_summary_%d' % os.getpid()
    build_tree(root, n)
    try:
        summarise(root)
    finally:
        remove_tree(root)
    print('removed:', not os.path.exists(root))


main()
