import json, sys
sys.path.insert(0, '/tmp/expr')
from gen_tests import jstr, av, avmap, smap
lines = open('b9.out', encoding='utf-8').read().split('\n')
def jcond(c):
    args = [jstr(c['ComparisonOperator']) if 'ComparisonOperator' in c else 'null']
    if 'AttributeValueList' in c: args += [av(v) for v in c['AttributeValueList']]
    return 'cond(%s)' % ', '.join(args)
def jexp(e):
    return 'expected(%s, %s, %s, %s)' % (av(e['Value']) if 'Value' in e else 'null',
        ('Boolean.' + str(e['Exists']).upper()) if 'Exists' in e else 'null',
        jstr(e['ComparisonOperator']) if 'ComparisonOperator' in e else 'null',
        ('java.util.List.of(%s)' % ', '.join(av(v) for v in e['AttributeValueList'])) if 'AttributeValueList' in e else 'null')
def jau(u):
    return 'au(%s, %s)' % (jstr(u['Action']) if 'Action' in u else 'null', av(u['Value']) if 'Value' in u else 'null')
def jmap(m, f):
    return 'map(%s)' % ', '.join('%s, %s' % (jstr(k), f(v)) for k, v in m.items())
out = []
for i, line in enumerate(lines):
    if not line.startswith('>> '): continue
    op, _, body = line[3:].partition(' ')
    try: req = json.loads(body)
    except Exception: continue
    resp = lines[i+1].strip()
    err = resp.split(': ', 1)[1] if resp.startswith('ERR 400 ValidationException') else None
    if resp.startswith('ERR 500'): continue
    co = jstr(req['ConditionalOperator']) if 'ConditionalOperator' in req else 'null'
    if op == 'Scan' and 'ScanFilter' in req:
        outcome = 'error(%s)' % jstr(err) if err else 'matches(%s)' % ('true' if json.loads(resp)['Count'] > 0 else 'false')
        if 'ExpressionAttributeValues' in req: continue
        out.append('            filter(%s, %s).expect(%s)' % (jmap(req['ScanFilter'], jcond), co, outcome))
    elif op == 'DeleteItem' and 'Expected' in req:
        if 'ConditionalCheckFailed' in resp: outcome = 'matches(false)'
        elif err: outcome = 'error(%s)' % jstr(err)
        else: outcome = 'matches(true)'
        out.append('            expectedOnMissingItem(%s, %s).expect(%s)' % (jmap(req['Expected'], jexp), co, outcome))
    elif op == 'Query' and 'KeyConditions' in req:
        if err and any(q in err for q in ('Query key condition', 'schema type', 'not valid. The AttributeValue')): err = None
        outcome = 'error(%s)' % jstr(err) if err else 'passes()'
        out.append('            keyConditions(%s).expect(%s)' % (jmap(req['KeyConditions'], jcond), outcome))
    elif 'AttributesToGet' in req:
        if err: outcome = 'error(%s)' % jstr(err)
        else:
            r = json.loads(resp)
            it = r.get('Item') if op == 'GetItem' else r['Items'][0]
            outcome = 'projects(%s)' % avmap(it)
        out.append('            attributesToGet(java.util.List.of(%s)).expect(%s)' % (', '.join(jstr(a) for a in req['AttributesToGet']), outcome))
    elif op == 'UpdateItem' and 'AttributeUpdates' in req:
        if req['Key']['pk']['S'] != 'k': continue
        if any('Action' not in u and 'Value' in u for u in req['AttributeUpdates'].values()): continue  # Local ignores a PUT without Action
        if err and ('Cannot update attribute' in err or 'enum value set' in err): continue
        outcome = 'error(%s)' % jstr(err) if err else 'newItem(%s)' % avmap(json.loads(resp)['Attributes'])
        out.append('            attributeUpdates(%s).expect(%s)' % (jmap(req['AttributeUpdates'], jau), outcome))
print(len(out), file=sys.stderr)
ITEM={"pk":{"S":"k"},"s":{"S":"hello"},"n":{"N":"5"},"b":{"B":"AQID"},"t":{"BOOL":True},"z":{"NULL":True},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},"bs":{"BS":["AQ=="]},"l":{"L":[{"S":"x"},{"N":"1"}]},"m":{"M":{"a":{"N":"1"}}}}
src = '''package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.*;
import static dev.dynamofixtures.core.internal.expr.ProbedLegacyRequest.*;
import static dev.dynamofixtures.core.internal.expr.ProbedRequest.b64;
import static dev.dynamofixtures.core.internal.expr.ProbedRequest.bs;

import java.util.Map;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Requests with legacy parameters (ScanFilter, Expected, KeyConditions, AttributesToGet, AttributeUpdates) sent
 * to DynamoDB Local 3.3.1 with the probe tool (batch b9) and what it answered.
 */
final class ProbedLegacyRequests {
    static final Map<String, AttributeValue> ITEM = %s;

    private ProbedLegacyRequests() {
    }

    static Stream<ProbedLegacyRequest> requests() {
        return Stream.of(
%s);
    }
}
''' % (avmap(ITEM), ',\n'.join(out))
open('/work/wt-expr/fixtures-core/src/test/java/dev/dynamofixtures/core/internal/expr/ProbedLegacyRequests.java', 'w').write(src)
