package mosaic2

import "github.com/uridialect/uridialect/internal/kernel/clientcore"

// Validate reports only a string longer than the limit: Mosaic checked no
// grammar, and resolved whatever an HREF held.
func (d *Dialect) Validate(s string) error {
	return clientcore.Validate(name, s, d.opts.MaxLength)
}
