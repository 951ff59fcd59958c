/* Integer control loops as found in embedded firmware: a bank of PID
   controllers in Q8 fixed point drives simulated first-order plants
   (heaters with a load disturbance).  Each controller runs a mode state
   machine (OFF, RAMP, HOLD, COAST, FAULT) whose flags are tested more than
   once per step, clamps and saturates every intermediate value (16-bit
   saturating add, min/max, deadband, slew-rate limit, anti-windup on the
   integrator), and counts alarms with hysteresis.  Mostly short branchy
   integer code where select formation, range reasoning and jump
   threading pay off.  Prints per-controller summaries and a checksum. */
#include <stdio.h>
#include <stdint.h>

enum mode { M_OFF, M_RAMP, M_HOLD, M_COAST, M_FAULT };

typedef struct {
  int32_t kp, ki, kd;          /* Q8 gains */
  int32_t integ, prev_err;
  int32_t setpoint, target;    /* current (ramping) and final setpoint */
  int32_t out, out_min, out_max, slew;
  int mode, alarm, hold_ticks, fault_ticks;
  uint32_t mode_changes, alarms, saturated;
} pid;

typedef struct { int32_t temp, load; } plant;

#define NCTL 24
#define STEPS 12000

static int32_t clamp32(int32_t v, int32_t lo, int32_t hi) { return v < lo ? lo : v > hi ? hi : v; }
static int32_t min32(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }

static int16_t sat_add16(int16_t a, int16_t b) {
  int32_t s = (int32_t)a + b;
  if (s > INT16_MAX) return INT16_MAX;
  if (s < INT16_MIN) return INT16_MIN;
  return (int16_t)s;
}

static int32_t deadband(int32_t e, int32_t band) {
  if (e > band) return e - band;
  if (e < -band) return e + band;
  return 0;
}

static void set_mode(pid *c, int m) {
  if (c->mode != m) {
    c->mode = m;
    c->mode_changes++;
  }
}

static int32_t pid_step(pid *c, int32_t meas, int enable) {
  if (!enable && c->mode != M_FAULT) set_mode(c, M_OFF);
  else if (enable && c->mode == M_OFF) set_mode(c, M_RAMP);

  /* fault detection with hysteresis */
  if (meas > 30000 || meas < -2000) {
    if (++c->fault_ticks > 8) set_mode(c, M_FAULT);
  } else if (c->fault_ticks > 0) {
    c->fault_ticks--;
    if (c->fault_ticks == 0 && c->mode == M_FAULT) set_mode(c, M_COAST);
  }

  if (c->mode == M_RAMP) {
    int32_t d = c->target - c->setpoint;
    c->setpoint += clamp32(d, -c->slew, c->slew);
    if (c->setpoint == c->target) { set_mode(c, M_HOLD); c->hold_ticks = 0; }
  } else if (c->mode == M_HOLD) {
    if (++c->hold_ticks > 1500) set_mode(c, M_COAST);
  } else if (c->mode == M_COAST) {
    c->integ -= c->integ / 16;
    if (c->integ > -64 && c->integ < 64) set_mode(c, M_RAMP);
  }

  if (c->mode == M_OFF || c->mode == M_FAULT) {
    c->integ = 0;
    c->prev_err = 0;
    c->out = c->mode == M_FAULT ? c->out_min : max32(c->out - 4, c->out_min);
    return c->out;
  }

  int32_t err = deadband(c->setpoint - meas, 16);
  int32_t deriv = err - c->prev_err;
  c->prev_err = err;
  int32_t p = clamp32(err, -8000, 8000) * c->kp / 256;
  int32_t d = clamp32(deriv, -4000, 4000) * c->kd / 256;
  int32_t u = p + d + c->integ / 256;
  int32_t lim = clamp32(u, c->out_min, c->out_max);
  /* anti-windup: only integrate when not pushing further into saturation */
  if (lim == u || (u > c->out_max && err < 0) || (u < c->out_min && err > 0))
    c->integ = clamp32(c->integ + clamp32(err, -2000, 2000) * c->ki, -4000000, 4000000);
  else
    c->saturated++;
  if (c->mode == M_COAST) lim = min32(lim, c->out_max / 2);
  c->out += clamp32(lim - c->out, -c->slew * 4, c->slew * 4);

  /* alarm with hysteresis on the tracking error */
  int32_t ae = err < 0 ? -err : err;
  if (!c->alarm && ae > 3000) { c->alarm = 1; c->alarms++; }
  else if (c->alarm && ae < 1000) c->alarm = 0;
  return c->out;
}

static int32_t plant_step(plant *p, int32_t power) {
  int32_t heat = power / 2 - p->load;
  int32_t loss = (p->temp - 2000) / 2;
  p->temp = clamp32(p->temp + (heat - loss) / 16, -5000, 40000);
  return p->temp;
}

int main(void) {
  static pid ctl[NCTL];
  static plant pl[NCTL];
  uint32_t rng = 4242u, h = 0;
  int16_t energy = 0;
  for (int i = 0; i < NCTL; i++) {
    pid *c = &ctl[i];
    c->kp = 200 + 37 * i; c->ki = 1 + i % 5; c->kd = 64 + 11 * i;
    c->setpoint = 2000; c->target = 8000 + 600 * i;
    c->out_min = 0; c->out_max = 20000 + 500 * (i % 7); c->slew = 5 + i % 9;
    c->mode = M_OFF;
    pl[i].temp = 2000;
    pl[i].load = 100;
  }
  for (int t = 0; t < STEPS; t++) {
    int enable = (t % 5000) < 4500;
    for (int i = 0; i < NCTL; i++) {
      rng = rng * 1103515245u + 12345u;
      if (((rng >> 16) & 1023u) == 0) pl[i].load = (int32_t)((rng >> 4) & 1023u);
      if ((t + i * 131) % 2500 == 0) ctl[i].target = 6000 + (int32_t)((rng >> 8) % 16000u);
      if (i == 3 && t % 6000 > 5900) pl[i].temp = 35000; /* sensor glitch */
      int32_t u = pid_step(&ctl[i], pl[i].temp, enable);
      plant_step(&pl[i], u);
      energy = sat_add16(energy, (int16_t)(u / 64 - 120));
      energy = (int16_t)(energy - energy / 256);
      h = h * 31u + (uint32_t)u;
    }
  }
  for (int i = 0; i < NCTL; i += 3)
    printf("ctl %2d mode %d temp %6d out %6d changes %u alarms %u sat %u\n", i, ctl[i].mode,
           pl[i].temp, ctl[i].out, ctl[i].mode_changes, ctl[i].alarms, ctl[i].saturated);
  printf("energy %d hash %08x\n", energy, h);
  return 0;
}
