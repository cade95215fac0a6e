package heritrix

import "github.com/uridialect/uridialect/internal/kernel/clientcore"

// Validate reports only a string longer than the limit (option
// maxlength): what UURIFactory refuses (a bad port, a host IDNA refuses,
// a string over 2083 characters) is a resolution's error, not a
// violation of a grammar.
func (d *Dialect) Validate(s string) error {
	return clientcore.Validate(name, s, d.opts.MaxLength)
}
