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
    private final List<Fault<B>> enums = new ArrayList<>();

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

    /**
     * Adds an invalid enum value. The engine reports it before every other check, with the request's other shape
     * violations, as the service does; DynamoDB Local looks the table up first and checks its enums late. So it is
     * left out of {@link #requests()} and paired by {@link #enumFirst} instead.
     */
    Faults<B> addEnum(String name, Consumer<B> apply, String... members) {
        enums.add(new Fault<>(name, Set.of(members), Map.of(), apply));
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

    /**
     * What {@link #enumFirst} found: {@code problems}, the requests the engine answered wrongly, and {@code localFirst},
     * the pairs DynamoDB Local answered with the other fault's error (it checks that fault first).
     */
    record EnumOrder(List<String> problems, List<String> localFirst) {
    }

    /**
     * Sends each invalid enum alone to both backends, which must answer alike, then with each other fault: the
     * engine must answer as to the enum alone (the enum comes first), except with the faults in {@code joined},
     * request-shape violations the engine reports together with the enum, where it must answer as Local does (in
     * the LOCAL dialect the message is the first violation's, which Local checks first).
     */
    static <B> EnumOrder enumFirst(Differential diff, Faults<B> faults, Function<B, Function<DynamoDbClient, ?>> call,
                                   Set<String> joined) {
        List<String> problems = new ArrayList<>();
        List<String> localFirst = new ArrayList<>();
        for (Fault<B> enumFault : faults.enums) {
            Differential.Pair alone = diff.run(call.apply(faults.build(List.of(enumFault))), List.of(), List.of(), false);
            if (!alone.engine().isError() || !alone.engine().equals(alone.local())) {
                problems.add(enumFault.name() + "\n    " + Difference.between(alone.engine(), alone.local()));
            }
            for (Fault<B> other : faults.faults) {
                if (other.members().stream().anyMatch(enumFault.members()::contains)) {
                    continue;
                }
                String description = enumFault.name() + " + " + other.name();
                Differential.Pair pair = diff.run(call.apply(faults.build(List.of(enumFault, other))), List.of(),
                        List.of(), false);
                Outcome expected = joined.contains(other.name()) ? pair.local() : alone.engine();
                if (!pair.engine().equals(expected)) {
                    problems.add(description + "\n    engine: " + pair.engine() + "\n  expected: " + expected);
                }
                if (!pair.engine().equals(pair.local())) {
                    localFirst.add(description);
                }
            }
        }
        return new EnumOrder(problems, localFirst);
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
