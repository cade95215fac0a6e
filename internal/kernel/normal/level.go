package normal

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// FindLevel returns the level of levels named name ("" for the last, the
// strongest), or an error naming dialectName and the known levels. It is
// how every [dialect.Normalizer] reads its level argument.
func FindLevel(dialectName string, levels []dialect.NormalizationLevel, name string) (dialect.NormalizationLevel, int, error) {
	if name == "" && len(levels) > 0 {
		return levels[len(levels)-1], len(levels) - 1, nil
	}
	key := strings.ToLower(strings.TrimSpace(name))
	names := make([]string, len(levels))
	for i, l := range levels {
		if l.Name == key {
			return l, i, nil
		}
		names[i] = l.Name
	}
	return dialect.NormalizationLevel{}, -1, fmt.Errorf("%s: unknown normalization level %q (known: %s)", dialectName, name, strings.Join(names, ", "))
}
