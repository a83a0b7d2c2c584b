package dev.dynamofixtures.core.ops;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/** The faults of one request of the live differential fuzzers. */
public final class FuzzFaults {
    private FuzzFaults() {
    }

    /**
     * The faults of one fuzzed request, drawn from {@code faults}: none (a quarter of the requests), one (half of
     * them), or two or three together, so that which of several faults DynamoDB Local reports first is compared too.
     */
    public static Set<String> draw(Random random, List<String> faults) {
        int draw = random.nextInt(4);
        int count = draw == 0 ? 0 : draw == 3 ? 2 + random.nextInt(2) : 1;
        Set<String> drawn = new TreeSet<>();
        while (drawn.size() < count) {
            drawn.add(faults.get(random.nextInt(faults.size())));
        }
        return drawn;
    }
}
