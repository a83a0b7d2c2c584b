import json, re, sys
QUERY_ERRORS = ["Query condition missed key schema element", "Query key condition not supported",
  "Condition parameter type does not match schema type", "One or more parameter values are not valid",
  "Filter Expression can only contain non-primary key attributes", "Conditions can be of length 1 or 2 only"]
def jstr(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == '"': out.append('\\"')
        elif ch == '\\': out.append('\\\\')
        elif ch == '\n': out.append('\\n')
        elif ch == '\t': out.append('\\t')
        elif ch == '\r': out.append('\\r')
        elif o < 32 or o > 126:
            if o > 0xFFFF:
                o -= 0x10000
                out.append('\\u%04x\\u%04x' % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF)))
            else:
                out.append('\\u%04x' % o)
        else: out.append(ch)
    return '"' + ''.join(out) + '"'
def av(v):
    keys = list(v.keys())
    if len(keys) != 1:
        parts = ''.join('.%s(%s)' % ({'S':'s','N':'n'}[k], jstr(v[k])) for k in keys)
        return 'AttributeValue.builder()%s.build()' % parts
    k = keys[0]; x = v[k]
    if k == 'S': return 's(%s)' % jstr(x)
    if k == 'N': return 'n(%s)' % jstr(x)
    if k == 'B': return 'b64(%s)' % jstr(x)
    if k == 'BOOL': return 'bool(%s)' % ('true' if x else 'false')
    if k == 'NULL': return 'nul()' if x else 'AttributeValue.fromNul(false)'
    if k == 'SS': return 'ss(%s)' % ', '.join(jstr(e) for e in x)
    if k == 'NS': return 'ns(%s)' % ', '.join(jstr(e) for e in x)
    if k == 'BS': return 'bs(%s)' % ', '.join(jstr(e) for e in x)
    if k == 'L': return 'l(%s)' % ', '.join(av(e) for e in x)
    if k == 'M': return 'm(%s)' % ', '.join('%s, %s' % (jstr(a), av(b)) for a, b in x.items())
    raise Exception(k)
def avmap(m):
    if m is None: return 'null'
    return 'map(%s)' % ', '.join('%s, %s' % (jstr(a), av(b) if isinstance(b, dict) else jstr(b)) for a, b in m.items())
def smap(m):
    if m is None: return 'null'
    return 'map(%s)' % ', '.join('%s, %s' % (jstr(a), jstr(b)) for a, b in m.items())
def main():
    cases = []
    items = {}
    for fn in sys.argv[2:]:
        lines = open(fn, encoding='utf-8').read().split('\n')
        item = None
        for i, line in enumerate(lines):
            if not line.startswith('>> '): continue
            op, _, body = line[3:].partition(' ')
            try: req = json.loads(body)
            except Exception: continue
            resp = lines[i+1].strip() if i + 1 < len(lines) else ''
            if op == 'PutItem' and req.get('TableName') == 'pex' and item is None and resp == '{}':
                item = req['Item']; continue
            if op not in ('Scan', 'Query'): continue
            if any(k in req for k in ('ScanFilter','AttributesToGet','KeyConditions','QueryFilter')): continue
            exprs = [req.get('FilterExpression'), req.get('ProjectionExpression'), req.get('KeyConditionExpression')]
            if any(e is not None and len(e) > 300 for e in exprs): continue
            if len(json.dumps(req.get('ExpressionAttributeNames', {}))) > 400 or len(json.dumps(req.get('ExpressionAttributeValues', {}))) > 2000: continue
            if any(re.search(r'\bsize\b(?!\s*\()', e or '') or re.search(r'(?i)\bconvert\b', e or '') for e in exprs):
                continue  # DynamoDB Local's reserved words differ from the service's (SPEC Appendix B)
            if resp.startswith('ERR'):
                msg = resp.split(': ', 1)[1]
                if any(q in msg for q in QUERY_ERRORS): outcome = 'ok()'
                else: outcome = 'error(%s)' % jstr(msg)
            else:
                r = json.loads(resp)
                if op == 'Scan' and 'FilterExpression' in req and 'ProjectionExpression' not in req and item is not None:
                    outcome = 'matches(%s)' % ('true' if r.get('Count', 0) > 0 else 'false')
                elif op == 'Scan' and 'ProjectionExpression' in req and 'FilterExpression' not in req and item is not None and r.get('Items'):
                    outcome = 'projects(%s)' % avmap(r['Items'][0])
                else: outcome = 'ok()'
            def q(s): return 'null' if s is None else jstr(s)
            itemref = items.setdefault(json.dumps(item, sort_keys=True), 'ITEM_%d' % (len(items) + 1)) if item else 'null'
            if op == 'Query':
                cases.append('            query(%s, %s, %s, %s, %s).expect(%s)' % (q(req.get('KeyConditionExpression')),
                    q(req.get('FilterExpression')), q(req.get('ProjectionExpression')),
                    smap(req.get('ExpressionAttributeNames')), avmap(req.get('ExpressionAttributeValues')), outcome))
            else:
                cases.append('            scan(%s, %s, %s, %s, %s).expect(%s)' % (q(req.get('FilterExpression')),
                    q(req.get('ProjectionExpression')), smap(req.get('ExpressionAttributeNames')),
                    avmap(req.get('ExpressionAttributeValues')), itemref, outcome))
    print(len(cases), file=sys.stderr)
    consts = ''.join('    private static final Map<String, AttributeValue> %s = %s;\n' % (name, avmap(json.loads(k))) for k, name in items.items())
    open(sys.argv[1], 'w').write(consts + '@@@' + ',\n'.join(cases))
    
if __name__ == '__main__':
    main()
