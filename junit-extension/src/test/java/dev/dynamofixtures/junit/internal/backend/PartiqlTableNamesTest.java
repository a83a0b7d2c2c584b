package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PartiqlTableNamesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM "orders" WHERE pk = ?                    | SELECT * FROM "p_orders" WHERE pk = ?
            SELECT * FROM orders WHERE pk = ?                      | SELECT * FROM "p_orders" WHERE pk = ?
            select * from "orders"."byStatus" where status = ?     | select * from "p_orders"."byStatus" where status = ?
            INSERT INTO "orders" VALUE {'pk': 'a', 'sk': 'b'}      | INSERT INTO "p_orders" VALUE {'pk': 'a', 'sk': 'b'}
            UPDATE "orders" SET total = 5 WHERE pk = 'a'           | UPDATE "p_orders" SET total = 5 WHERE pk = 'a'
            DELETE FROM orders WHERE pk = 'a'                      | DELETE FROM "p_orders" WHERE pk = 'a'
            SELECT * FROM "orders" WHERE note = 'from home'        | SELECT * FROM "p_orders" WHERE note = 'from home'
            SELECT * FROM "orders" WHERE note = 'it''s FROM x'     | SELECT * FROM "p_orders" WHERE note = 'it''s FROM x'
            SELECT "from" FROM "my-table.v2"                       | SELECT "from" FROM "p_my-table.v2"
            """)
    void table_references_are_rewritten_and_nothing_else(String statement, String expected) {
        assertThat(PartiqlTableNames.rewrite(statement, name -> "p_" + name)).isEqualTo(expected);
    }
}
