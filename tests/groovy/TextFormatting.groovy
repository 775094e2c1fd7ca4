// java.text from Groovy: SimpleDateFormat in time zones, DecimalFormat and NumberFormat, TimeZone
import java.text.DecimalFormat
import java.text.NumberFormat
import java.text.SimpleDateFormat

def noon = new Date(1577880000000L)       // 2020-01-01T12:00:00Z
def summer = new Date(1594567890007L)     // 2020-07-12T15:31:30.007Z
def iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZ", Locale.US)
println iso.format(noon)
['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'GMT+02:00'].each { id ->
    def f = new SimpleDateFormat('EEE, d MMM yyyy hh:mm a z', Locale.US)
    f.timeZone = TimeZone.getTimeZone(id)
    println "$id: ${f.format(noon)} | ${f.format(summer)}"
}
def tz = TimeZone.getTimeZone('America/Chicago')
println "${tz.ID} ${tz.rawOffset} ${tz.getOffset(summer.time)} ${tz.inDaylightTime(summer)} ${tz.displayName}"
println TimeZone.default.ID
def parsed = iso.parse('2020-03-08T02:30:00.000-0500')
println parsed.time
def local = new SimpleDateFormat('yyyy-MM-dd HH:mm', Locale.US)
local.timeZone = TimeZone.getTimeZone('America/New_York')
println local.parse('2020-07-04 21:00').time
println local.format(local.parse('2020-11-01 01:30'))

def money = NumberFormat.getCurrencyInstance(Locale.US)
println money.format(1234.565)
println money.format(-0.5)
def pct = NumberFormat.getPercentInstance(Locale.US)
println pct.format(0.256)
def two = new DecimalFormat('#,##0.00')
println two.format(1234567.891)
println two.format(2.345)
println two.format(2.345d)
println two.format(5)
println new DecimalFormat('0.#').format(0.05)
println new DecimalFormat('00.0').format(-3.14159)
println new DecimalFormat('#.##%').format(0.12345)
println NumberFormat.getInstance(Locale.US).parse('1,234.5')
println NumberFormat.getIntegerInstance(Locale.US).format(2.5)
def temps = [68.25, 71.5, 69.125]
println temps.collect { new DecimalFormat('#.#').format(it) }
