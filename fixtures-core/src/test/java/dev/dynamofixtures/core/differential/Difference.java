package dev.dynamofixtures.core.differential;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A short description of where two outcomes differ, for failure messages that fit on a screen. */
final class Difference {
    private Difference() {
    }

    static String between(Object engine, Object local) {
        if (engine instanceof Outcome e && local instanceof Outcome l) {
            if (e.isError() || l.isError()) {
                return "engine: " + e + "\n  local: " + l;
            }
            return between(e.response(), l.response());
        }
        if (engine instanceof Normalized.Page e && local instanceof Normalized.Page l) {
            StringBuilder out = new StringBuilder();
            if (!Objects.equals(e.count(), l.count()) || !Objects.equals(e.scannedCount(), l.scannedCount())) {
                out.append(String.format("Count/ScannedCount engine %s/%s, local %s/%s%n", e.count(), e.scannedCount(),
                        l.count(), l.scannedCount()));
            }
            if (!Objects.equals(e.lastEvaluatedKey(), l.lastEvaluatedKey())) {
                out.append(String.format("LastEvaluatedKey engine %s%n                 local %s%n",
                        e.lastEvaluatedKey(), l.lastEvaluatedKey()));
            }
            if (!Objects.equals(e.capacityUnits(), l.capacityUnits())) {
                out.append(String.format("CapacityUnits engine %s, local %s%n", e.capacityUnits(), l.capacityUnits()));
            }
            out.append(items(e.items(), l.items()));
            return out.toString();
        }
        if (engine instanceof List<?> e && local instanceof List<?> l) {
            for (int i = 0; i < Math.min(e.size(), l.size()); i++) {
                if (!Objects.equals(e.get(i), l.get(i))) {
                    return "at page " + i + ": " + between(e.get(i), l.get(i));
                }
            }
            return "pages: engine " + e.size() + ", local " + l.size();
        }
        return "engine: " + engine + "\n  local: " + local;
    }

    private static String items(List<Map<String, ?>> engine, List<Map<String, ?>> local) {
        if (Objects.equals(engine, local)) {
            return "";
        }
        if (engine == null || local == null) {
            return "items engine " + engine + "\n      local " + local;
        }
        for (int i = 0; i < Math.min(engine.size(), local.size()); i++) {
            if (!Objects.equals(engine.get(i), local.get(i))) {
                return String.format("first different item #%d of %d/%d:%n engine %s%n  local %s", i, engine.size(),
                        local.size(), engine.get(i), local.get(i));
            }
        }
        return "item counts: engine " + engine.size() + ", local " + local.size();
    }
}
