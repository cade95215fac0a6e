package mosaic2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

var grammar = dialect.NewGrammar(name)

// Parse splits s into access, host, path, search and anchor as
// [clientcore.Split] does, for display. Resolve does not read these
// parts: it scans the text as libwww2's scan() did (see the package
// documentation). Parse fails only for a string longer than the limit.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	return clientcore.Parse(name, s, d.opts.MaxLength, grammar)
}
