import random, json, re
from gen import emit
random.seed(20240601)
paths = ['a', 'b', 'm.a', 'l[0]', 'l[1].x', '#n', '#n.a', 'm.#n', 'status', 'size', 'x_1', 'nope']
vals = [':v', ':n', ':s', ':l', ':zz']
ops = ['=', '<>', '<', '<=', '>', '>=']
def operand(d=0):
    r = random.random()
    if r < 0.45: return random.choice(paths)
    if r < 0.75: return random.choice(vals)
    if r < 0.85 and d < 2: return 'size(%s)' % operand(d+1)
    if r < 0.95: return '(%s)' % operand(d+1)
    return random.choice(['1', '"x"', 'a.', '[0]', 'a[x]', ':', '#'])
def cond(d=0):
    r = random.random()
    if d > 2: r = r * 0.5
    if r < 0.3: return '%s %s %s' % (operand(), random.choice(ops), operand())
    if r < 0.38: return '%s BETWEEN %s AND %s' % (operand(), operand(), operand())
    if r < 0.45: return '%s IN (%s)' % (operand(), ', '.join(operand() for _ in range(random.randint(1, 3))))
    if r < 0.55: 
        f = random.choice(['attribute_exists', 'attribute_not_exists', 'begins_with', 'contains', 'attribute_type', 'size', 'foo', 'if_not_exists'])
        return '%s(%s)' % (f, ', '.join(operand() for _ in range(random.randint(1, 2))))
    if r < 0.65: return 'NOT ' + cond(d+1)
    if r < 0.75: return '(%s)' % cond(d+1)
    return '%s %s %s' % (cond(d+1), random.choice(['AND', 'OR', 'and']), cond(d+1))
def mutate(t):
    r = random.random()
    toks = t.split(' ')
    if r < 0.5 or len(toks) < 2: return t
    i = random.randrange(len(toks))
    if r < 0.7: del toks[i]
    elif r < 0.85: toks.insert(i, random.choice(['AND', ')', '(', ',', '=', 'NOT', ':v', 'a', 'BETWEEN', 'IN']))
    else: toks[i] = toks[i] + random.choice(['(', ')', '.', ','])
    return ' '.join(toks)
VALUES = {":v":{"S":"x"}, ":n":{"N":"1"}, ":s":{"S":"S"}, ":l":{"L":[]}}
def attrs_for(t):
    used_v = {k: v for k, v in VALUES.items() if re.search(re.escape(k) + r'(?![A-Za-z0-9_])', t)}
    names = {"#n": "a"} if '#n' in t else None
    return names, (used_v or None)
cases = []
seen = set()
while len(cases) < 450:
    t = mutate(cond())
    if t in seen or len(t) > 280: continue
    seen.add(t)
    n, v = attrs_for(t)
    cases.append(('F', t, n, v))
upaths = ['a', 'b', 'm.a', 'l[0]', 'l[3]', '#n', 'status', 'm.b.c']
def uval(d=0):
    r = random.random()
    if r < 0.3: return random.choice(upaths + vals)
    if r < 0.45: return '%s %s %s' % (random.choice(upaths + vals), random.choice(['+', '-']), random.choice(upaths + vals))
    if r < 0.55: return 'if_not_exists(%s, %s)' % (random.choice(upaths + vals), uval(d+1) if d < 1 else ':n')
    if r < 0.65: return 'list_append(%s, %s)' % (random.choice(upaths + vals + ['list_append(l, :l)']), random.choice(upaths + vals))
    if r < 0.75: return '(%s)' % uval(d+1) if d < 2 else ':n'
    return random.choice(['size(a)', 'a + b + c', '-:n', ':n +', 'foo(a)'])
def update():
    secs = []
    for _ in range(random.randint(1, 3)):
        k = random.choice(['SET', 'REMOVE', 'ADD', 'DELETE', 'set'])
        acts = []
        for _ in range(random.randint(1, 3)):
            p = random.choice(upaths)
            if k.upper() == 'SET': acts.append('%s = %s' % (p, uval()))
            elif k == 'REMOVE': acts.append(p)
            else: acts.append('%s %s' % (p, random.choice(vals)))
        secs.append(k + ' ' + ', '.join(acts))
    return ' '.join(secs)
while len(cases) < 650:
    t = mutate(update())
    if t in seen: continue
    seen.add(t)
    n, v = attrs_for(t)
    cases.append(('U', t, n, v))
ppaths = ['a', 'b', 'm.a', 'm', 'l[0]', 'l[1]', 'l', '#n', 'm.#n', 'status', 'a.b.c', 'l[0].a']
while len(cases) < 800:
    t = ', '.join(random.choice(ppaths) for _ in range(random.randint(1, 4)))
    t = mutate(t)
    if t in seen: continue
    seen.add(t)
    n, v = attrs_for(t)
    cases.append(('P', t, n, None))
cases.sort(key=lambda c: {"F": 0, "P": 1, "U": 2}[c[0]])
emit(cases, "b10.ddb")
