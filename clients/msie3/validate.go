package msie3

import "github.com/uridialect/uridialect/internal/kernel/clientcore"

// Validate reports only a string longer than the limit (option maxlength):
// a browser took any string in an HREF. See "Validation" in the package
// doc.
func (d *Dialect) Validate(s string) error {
	return clientcore.Validate(name, s, d.opts.MaxLength)
}
