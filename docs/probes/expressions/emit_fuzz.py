import subprocess, sys
sys.argv = ['x']
subprocess.run(['python3','gen_tests.py','/tmp/expr/g10.txt','b10.out'],check=True)
consts, _, scans = open('/tmp/expr/g10.txt').read().partition('@@@')
import importlib.util
spec = importlib.util.spec_from_file_location('gu', '/tmp/expr/gen_updates.py')
src = open('/tmp/expr/gen_updates.py').read().split('static = cases_from')[0]
ns = {}
exec(src, ns)
updates = ns['cases_from']('b10.out', False)
base = '/work/wt-expr/fixtures-core/src/test/java/dev/dynamofixtures/core/internal/expr/'
def write(cls, doc, body, kind):
    out = '''package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.*;
import static dev.dynamofixtures.core.internal.expr.%s.*;

import java.util.Map;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * %s Generated at random (seeded) from a small grammar with token-level mutations, sent to DynamoDB Local 3.3.1
 * with the probe tool (batch b10), and what it answered.
 */
final class %s {
%s
    private %s() {
    }

    static Stream<%s> requests() {
        return Stream.of(
%s);
    }
}
''' % (kind, doc, cls, consts if kind == 'ProbedRequest' else '', cls, kind, body)
    open(base + cls + '.java', 'w').write(out)
write('ProbedRandomConditions', 'Random filter and projection expressions, mostly invalid.', scans, 'ProbedRequest')
write('ProbedRandomUpdates', 'Random update expressions, mostly invalid.', ',\n'.join(updates), 'ProbedUpdate')
print(scans.count('scan('), len(updates))
