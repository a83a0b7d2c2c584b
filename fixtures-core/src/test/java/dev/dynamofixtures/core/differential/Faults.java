package dev.dynamofixtures.core.differential;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A table of request faults for one operation, each failing one check, run alone and two by two against the
 * engine and DynamoDB Local: the pair's answer tells which check comes first, so equal answers for every pair
 * pin the operation's whole check order. Faults that set the same request member are not paired; their
 * ExpressionAttributeValues are merged.
 *
 * @param <B> the request builder
 */
final class Faults<B> {
    /** One fault: the members it sets, the values it needs, and how it sets them. */
    record Fault<B>(String name, Set<String> members, Map<String, AttributeValue> values, Consumer<B> apply) {
    }

    private final Supplier<B> base;
    private final Map<String, AttributeValue> baseValues;
    private final Function<Map<String, AttributeValue>, Consumer<B>> values;
    private final List<Fault<B>> faults = new ArrayList<>();

    private Faults(Supplier<B> base, Map<String, AttributeValue> baseValues,
                   Function<Map<String, AttributeValue>, Consumer<B>> values) {
        this.base = base;
        this.baseValues = baseValues;
        this.values = values;
    }

    /** Faults of requests that start from {@code base}; {@code values} sets ExpressionAttributeValues. */
    static <B> Faults<B> of(Supplier<B> base, Function<Map<String, AttributeValue>, Consumer<B>> values) {
        return new Faults<>(base, Map.of(), values);
    }

    /** As {@link #of(Supplier, Function)}, for a base request that uses {@code baseValues}. */
    static <B> Faults<B> of(Supplier<B> base, Map<String, AttributeValue> baseValues,
                            Function<Map<String, AttributeValue>, Consumer<B>> values) {
        return new Faults<>(base, baseValues, values);
    }

    /** Adds a fault that sets {@code members}. */
    Faults<B> add(String name, Consumer<B> apply, String... members) {
        return add(name, Map.of(), apply, members);
    }

    /** Adds a fault that sets {@code members} and needs the ExpressionAttributeValues {@code needed}. */
    Faults<B> add(String name, Map<String, AttributeValue> needed, Consumer<B> apply, String... members) {
        faults.add(new Fault<>(name, Set.of(members), needed, apply));
        return this;
    }

    /** Every fault alone, then every pair of faults on different members, by description. */
    Map<String, B> requests() {
        Map<String, B> requests = new LinkedHashMap<>();
        for (Fault<B> fault : faults) {
            requests.put(fault.name(), build(List.of(fault)));
        }
        for (int i = 0; i < faults.size(); i++) {
            for (int j = i + 1; j < faults.size(); j++) {
                Fault<B> a = faults.get(i);
                Fault<B> b = faults.get(j);
                if (a.members().stream().noneMatch(b.members()::contains)) {
                    requests.put(a.name() + " + " + b.name(), build(List.of(a, b)));
                }
            }
        }
        return requests;
    }

    private B build(List<Fault<B>> chosen) {
        B builder = base.get();
        Map<String, AttributeValue> merged = new HashMap<>(baseValues);
        for (Fault<B> fault : chosen) {
            fault.apply().accept(builder);
            merged.putAll(fault.values());
        }
        if (!merged.isEmpty()) {
            values.apply(merged).accept(builder);
        }
        return builder;
    }

    /** Sends every request to both backends; returns the descriptions of those answered differently. */
    static <B> List<String> differences(Differential diff, Map<String, B> requests,
                                        Function<B, Function<DynamoDbClient, ?>> call) {
        List<String> different = new ArrayList<>();
        requests.forEach((description, builder) -> {
            Differential.Pair pair = diff.run(call.apply(builder), List.of(), List.of(), false);
            if (!pair.engine().equals(pair.local())) {
                different.add(description + "\n    " + Difference.between(pair.engine(), pair.local()));
            }
        });
        return different;
    }
}
